import {
  countryIdParamsSchema,
  createTeamInputSchema,
  editTeamArrivalInputSchema,
  editTeamBasicsInputSchema,
  guideIdParamsSchema,
} from '@olympiad/shared/schemas';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from '../../lib/zod-provider.js';
import { ifMatch, withVersionTag } from '../../lib/record-version.js';
import { sendCached } from '../../lib/send-cached.js';
import { createTeam } from './create-team.js';
import { editTeamArrival, editTeamBasics } from './edit-team.js';
import { loadGuidedTeams, toGuideTeam } from './guide-teams.js';
import { loadTeams, toPublicTeam, toTeam } from './read-teams.js';
import { readTeamsWithoutGuide } from './read-teams-without-guide.js';

export const teamRoutes: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get('/api/Team', async (request, reply) => {
    const read = await app.publicCache.read('teams', async () => (await loadTeams(app.db)).map(toPublicTeam));
    return sendCached(request, reply, read);
  });

  app.get('/api/Team/country/:countryId', { schema: { params: countryIdParamsSchema } }, async (request) =>
    (await loadTeams(app.db, request.params.countryId)).map(toTeam),
  );

  // The access plugin has put the registrator's own country into body.countryId.
  app.post('/api/Team', { schema: { body: createTeamInputSchema } }, async (request, reply) => {
    const user = request.user!;
    const team = await createTeam(app.db, request.body, { soleTeam: user.role !== 'Administrator', userId: user.id });
    return reply.code(201).send(team);
  });

  app.put('/api/Team/basic', { schema: { body: editTeamBasicsInputSchema } }, async (request, reply) =>
    withVersionTag(reply, await editTeamBasics(app.db, request.body, ifMatch(request))),
  );

  app.put('/api/Team/arrival', { schema: { body: editTeamArrivalInputSchema } }, async (request, reply) =>
    withVersionTag(reply, await editTeamArrival(app.db, request.body, ifMatch(request))),
  );

  app.get('/api/Team/guide/:guideId', { schema: { params: guideIdParamsSchema } }, async (request) =>
    (await loadGuidedTeams(app.db, request.params.guideId)).map((team) => toGuideTeam(team, 'name-and-phone')),
  );
  app.get('/api/Team/noGuides', async () => readTeamsWithoutGuide(app.db));
};
