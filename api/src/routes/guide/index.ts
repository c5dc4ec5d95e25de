import type { FastifyInstance } from 'fastify';
import type { CallHandlers } from '../calls.js';
import { assignTeams, removeTeam } from './assign-teams.js';
import { createGuide } from './create-guide.js';
import { readAllGuides, readGuideOfUser } from './read-guides.js';

export const guideHandlers = (
  app: FastifyInstance,
): CallHandlers<'readGuides' | 'readGuideOfUser' | 'createGuide' | 'assignGuideTeams' | 'removeGuideTeam'> => ({
  readGuides: async () => readAllGuides(app.db),

  readGuideOfUser: async (request) => readGuideOfUser(app.db, request.params.userId),

  createGuide: async (request, reply) => {
    const contest = await app.contest();
    return reply.code(201).send(await createGuide(app.db, request.body, contest?.id ?? null));
  },

  assignGuideTeams: async (request) =>
    assignTeams(
      app.db,
      request.params.guideId,
      request.body.map((team) => team.id),
    ),

  removeGuideTeam: async (request) => removeTeam(app.db, request.params.guideId, request.params.teamId),
});
