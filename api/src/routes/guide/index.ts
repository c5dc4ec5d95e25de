import { userIdParamsSchema } from '@olympiad/shared/schemas';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from '../../lib/zod-provider.js';
import { readAllGuides, readGuideOfUser } from './read-guides.js';

export const guideRoutes: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get('/api/Guide/all', async () => readAllGuides(app.db));

  app.get('/api/Guide/byUserId/:userId', { schema: { params: userIdParamsSchema } }, async (request) =>
    readGuideOfUser(app.db, request.params.userId),
  );
};
