import { contestQuerySchema, updateContestInputSchema, idParamsSchema, saveCommitteesInputSchema } from '@olympiad/shared/schemas';
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../lib/problem.js';
import { publicContestKey, readPublicContest } from '../../lib/public-contest.js';
import { ifMatch, withVersionTag } from '../../lib/record-version.js';
import { sendCached } from '../../lib/send-cached.js';
import type { ZodTypeProvider } from '../../lib/zod-provider.js';
import { readCommittees, saveCommittees } from './committees.js';
import { readStatistics } from './read-statistics.js';
import { updateContest } from './update-contest.js';

export const contestRoutes: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get('/api/Contest', { schema: { querystring: contestQuerySchema } }, async (request, reply) => {
    const { year } = request.query;
    const read = await app.publicCache.read(publicContestKey(year), () => readPublicContest(app.db, year));
    if (!read.value) throw notFound(`There is no contest for ${year}.`);
    return sendCached(request, reply, read);
  });

  app.get('/api/Contest/availableEnums', async (request, reply) =>
    sendCached(request, reply, await app.enumerations()),
  );

  app.put('/api/Contest/:id', { schema: { params: idParamsSchema, body: updateContestInputSchema } }, async (request, reply) => {
    const year = await updateContest(app.db, request.params.id, request.body, ifMatch(request));
    const contest = await readPublicContest(app.db, year);
    return contest && withVersionTag(reply, contest);
  });

  app.get('/api/Contest/statistics', { schema: { querystring: contestQuerySchema } }, async (request) =>
    readStatistics(app.db, request.query.year),
  );

  app.get('/api/Contest/:id/committees', { schema: { params: idParamsSchema } }, async (request) =>
    readCommittees(app.db, request.params.id),
  );

  app.put(
    '/api/Contest/:id/committees',
    { schema: { params: idParamsSchema, body: saveCommitteesInputSchema } },
    async (request) => saveCommittees(app.db, request.params.id, request.body),
  );
};
