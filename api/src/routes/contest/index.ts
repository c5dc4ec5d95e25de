import { contestQuerySchema, contestUpdateSchema, idParamsSchema } from '@olympiad/shared/schemas';
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../lib/problem.js';
import type { ZodTypeProvider } from '../../lib/zod-provider.js';
import { updateContest } from './update-contest.js';

export const contestRoutes: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get('/api/Contest', { schema: { querystring: contestQuerySchema } }, async (request) => {
    const contest = await app.contestCache.contest(request.query.year);
    if (!contest) throw notFound(`There is no contest for ${request.query.year}.`);
    return contest;
  });

  app.get('/api/Contest/availableEnums', async () => app.contestCache.enums());

  app.put(
    '/api/Contest/:id',
    { schema: { params: idParamsSchema, body: contestUpdateSchema } },
    async (request) => {
      const year = await updateContest(app.db, request.params.id, request.body);
      app.contestCache.invalidate();
      return app.contestCache.contest(year);
    },
  );
};
