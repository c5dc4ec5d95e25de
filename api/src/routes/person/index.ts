import { contestIdQuerySchema, countryIdParamsSchema } from '@olympiad/shared/schemas';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from '../../lib/zod-provider.js';
import { sendCached } from '../../lib/send-cached.js';
import { readPublicCommittee } from './read-committee.js';
import { readCountryLeaders } from '../leader/read-leaders.js';

export const personRoutes: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<ZodTypeProvider>();

  // A static route: it wins over the role routes for other roles, which are not public.
  app.get('/api/Person/role/COMMITTEE', { schema: { querystring: contestIdQuerySchema } }, async (request, reply) => {
    const { contestId } = request.query;
    const read = await app.publicCache.read(`committee:${contestId ?? ''}`, () => readPublicCommittee(app.db, contestId));
    return sendCached(request, reply, read);
  });

  app.get('/api/Person/leaders/country/:countryId', { schema: { params: countryIdParamsSchema } }, async (request) =>
    readCountryLeaders(app.db, request.params.countryId),
  );
};
