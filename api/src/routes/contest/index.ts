import { contestQuerySchema, contestUpdateSchema, idParamsSchema } from '@olympiad/shared/schemas';
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../lib/problem.js';
import type { ZodTypeProvider } from '../../lib/zod-provider.js';
import { sendCached } from '../../plugins/public-cache.js';
import { readEnums, readPublicContest } from './read-contest.js';
import { updateContest } from './update-contest.js';

export const contestRoutes: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get('/api/Contest', { schema: { querystring: contestQuerySchema } }, async (request, reply) => {
    const { year } = request.query;
    const read = await app.publicCache.read(`contest:${year}`, () => readPublicContest(app.db, year));
    if (!read.value) throw notFound(`There is no contest for ${year}.`);
    return sendCached(request, reply, read);
  });

  app.get('/api/Contest/availableEnums', async (request, reply) =>
    sendCached(request, reply, await app.publicCache.read('enums', () => readEnums(app.db))),
  );

  app.put(
    '/api/Contest/:id',
    { schema: { params: idParamsSchema, body: contestUpdateSchema } },
    async (request) => {
      const year = await updateContest(app.db, request.params.id, request.body);
      return readPublicContest(app.db, year);
    },
  );
};
