import type { FastifyPluginAsync } from 'fastify';
import { HttpProblem } from '../../lib/problem.js';

export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/health', async () => {
    try {
      await app.pingDatabase();
    } catch (error) {
      app.log.error({ err: error }, 'health check: the database does not answer');
      throw new HttpProblem(503, 'The database does not answer.');
    }
    return { status: 'ok' };
  });
};
