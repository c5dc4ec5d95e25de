import type { FastifyInstance } from 'fastify';
import { serialize } from '../../lib/cached-read.js';
import { answerOf } from '../../lib/contract-answer.js';
import { ifMatch, withVersionTag } from '../../lib/record-version.js';
import { signingPeriod } from '../../lib/picture-signature.js';
import { sendCached } from '../../lib/send-cached.js';
import type { CallHandlers } from '../calls.js';
import { createTeam } from './create-team.js';
import { editTeamArrival, editTeamBasics } from './edit-team.js';
import { loadGuidedTeams, toGuideTeam } from './guide-teams.js';
import { toTeam } from './full-team.js';
import { loadTeams } from './load-teams.js';
import { toPublicTeam, type Faces } from './public-team.js';
import { teamsSeenWhole, viewerOf } from './teams-seen-whole.js';
import { readTeamsWithoutGuide } from './read-teams-without-guide.js';

export const teamHandlers = (
  app: FastifyInstance,
): CallHandlers<
  'readTeams' | 'readCountryTeams' | 'createTeam' | 'editTeamBasics' | 'editTeamArrival' | 'readTeamsOfGuide' | 'readTeamsWithoutGuide'
> => ({
  // One answer for visitors, kept in the public cache; a signed-in user also sees whole the teams
  // whose people they see in their own screens, so their answer is their own. The whole teams'
  // pictures are signed addresses: kept for the hour they were signed in, so none handed out
  // from the cache has less than an hour left.
  readTeams: async (request, reply) => {
    const now = Date.now();
    const shown = (faces: Faces) =>
      app.publicCache.read(faces === 'whole' ? `teams:whole:${signingPeriod(now)}` : `teams:${faces}`, async () => {
        const answer = answerOf(
          'readTeams',
          (await loadTeams(app.db)).map((rows) => toPublicTeam(rows, faces)),
        );
        return faces === 'whole' ? app.pictureAddresses.sign(answer, now) : answer;
      });
    const viewer = await viewerOf(app, request);
    const seenWhole = viewer && (await teamsSeenWhole(app.db, viewer));
    reply.header('vary', 'authorization');
    if (!seenWhole || (seenWhole !== 'all' && seenWhole.size === 0)) return sendCached(request, reply, await shown('consented'));
    const whole = await shown('whole');
    if (seenWhole === 'all') return sendCached(request, reply, whole);
    const consented = await shown('consented');
    const wholeById = new Map(whole.value.map((team) => [team.id, team]));
    const answer = consented.value.map((team) => (seenWhole.has(team.id) ? (wholeById.get(team.id) ?? team) : team));
    return sendCached(request, reply, serialize(answer));
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
