import { contestIdQuerySchema } from '@olympiad/shared/schemas';
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../lib/problem.js';
import type { ZodTypeProvider } from '../../lib/zod-provider.js';
import { sendCached } from '../../lib/send-cached.js';
import { readPublicCommittee } from './read-committee.js';
import { readCommitteePeople } from './read-committee-people.js';

export const personRoutes: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<ZodTypeProvider>();

  // A static route: it wins over the role routes for other roles, which are not public.
  app.get('/api/Person/role/COMMITTEE', { schema: { querystring: contestIdQuerySchema } }, async (request, reply) => {
    const { contestId } = request.query;
    const read = await app.publicCache.read(`committee:${contestId ?? ''}`, () => readPublicCommittee(app.db, contestId));
    return sendCached(request, reply, read);
  });

  app.get('/api/Person/committee', async () => {
    const contest = await app.contest();
    if (!contest) throw notFound('There is no current contest.');
    return readCommitteePeople(app.db, contest.id);
  });
};
