import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from '../../lib/zod-provider.js';
import { listLeaders } from './list-leaders.js';

export const leaderRoutes: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get('/api/Leader', async () => listLeaders(app.db));
};
