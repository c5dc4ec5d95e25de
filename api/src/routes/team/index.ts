import { countryIdParamsSchema, guideIdParamsSchema } from '@olympiad/shared/schemas';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from '../../lib/zod-provider.js';
import { sendCached } from '../../lib/send-cached.js';
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

  app.get('/api/Team/noGuides', async () => readTeamsWithoutGuide(app.db));
  app.get('/api/Team/guide/:guideId', { schema: { params: guideIdParamsSchema } }, async (request) =>
    (await loadGuidedTeams(app.db, request.params.guideId)).map((team) => toGuideTeam(team, 'name-and-phone')),
  );
};
