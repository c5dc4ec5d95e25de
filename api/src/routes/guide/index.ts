import {
  assignGuideTeamsInputSchema,
  createGuideInputSchema,
  guideIdParamsSchema,
  guideTeamParamsSchema,
  userIdParamsSchema,
} from '@olympiad/shared/schemas';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from '../../lib/zod-provider.js';
import { assignTeams, removeTeam } from './assign-teams.js';
import { createGuide } from './create-guide.js';
import { readAllGuides, readGuideOfUser } from './read-guides.js';

export const guideRoutes: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.post('/api/Guide', { schema: { body: createGuideInputSchema } }, async (request, reply) => {
    const contest = await app.contest();
    return reply.code(201).send(await createGuide(app.db, request.body, contest?.id ?? null));
  });

  app.post(
    '/api/Guide/:guideId/teams',
    { schema: { params: guideIdParamsSchema, body: assignGuideTeamsInputSchema } },
    async (request) => assignTeams(app.db, request.params.guideId, request.body.map((team) => team.id)),
  );

  app.delete('/api/Guide/:guideId/:teamId', { schema: { params: guideTeamParamsSchema } }, async (request) =>
    removeTeam(app.db, request.params.guideId, request.params.teamId),
  );

  app.get('/api/Guide/all', async () => readAllGuides(app.db));

  app.get('/api/Guide/byUserId/:userId', { schema: { params: userIdParamsSchema } }, async (request) =>
    readGuideOfUser(app.db, request.params.userId),
  );
};
