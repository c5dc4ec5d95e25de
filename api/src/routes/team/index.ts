import type { FastifyInstance } from 'fastify';
import { answerOf } from '../../lib/contract-answer.js';
import { ifMatch, withVersionTag } from '../../lib/record-version.js';
import { sendCached } from '../../lib/send-cached.js';
import type { CallHandlers } from '../calls.js';
import { createTeam } from './create-team.js';
import { editTeamArrival, editTeamBasics } from './edit-team.js';
import { loadGuidedTeams, toGuideTeam } from './guide-teams.js';
import { loadTeams, toPublicTeam, toTeam } from './read-teams.js';
import { readTeamsWithoutGuide } from './read-teams-without-guide.js';

export const teamHandlers = (
  app: FastifyInstance,
): CallHandlers<
  'readTeams' | 'readCountryTeams' | 'createTeam' | 'editTeamBasics' | 'editTeamArrival' | 'readTeamsOfGuide' | 'readTeamsWithoutGuide'
> => ({
  readTeams: async (request, reply) => {
    const read = await app.publicCache.read('teams', async () => answerOf('readTeams', (await loadTeams(app.db)).map(toPublicTeam)));
    return sendCached(request, reply, read);
  },

  readCountryTeams: async (request) => (await loadTeams(app.db, request.params.countryId)).map(toTeam),

  // The access plugin has put the registrator's own country into body.countryId.
  createTeam: async (request, reply) => {
    const user = request.user!;
    const team = await createTeam(app.db, request.body, { soleTeam: user.role !== 'Administrator', userId: user.id });
    return reply.code(201).send(team);
  },

  editTeamBasics: async (request, reply) => withVersionTag(reply, await editTeamBasics(app.db, request.body, ifMatch(request))),

  editTeamArrival: async (request, reply) => withVersionTag(reply, await editTeamArrival(app.db, request.body, ifMatch(request))),

  readTeamsOfGuide: async (request) =>
    (await loadGuidedTeams(app.db, request.params.guideId)).map((team) => toGuideTeam(team, 'name-and-phone')),

  readTeamsWithoutGuide: async () => readTeamsWithoutGuide(app.db),
});
