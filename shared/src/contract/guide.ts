import { z } from 'zod';
import {
  assignGuideTeamsInputSchema,
  createGuideInputSchema,
  guideAssignmentSchema,
  guideIdParamsSchema,
  guideSchema,
  guideTeamParamsSchema,
  userIdParamsSchema,
} from '@olympiad/shared/schemas';
import { calls } from './call.js';
import { ADMIN, GUIDES, own } from './policy.js';

const TAG = 'Guide';

export const GUIDE_CALLS = calls({
  readGuides: {
    method: 'GET',
    path: '/api/Guide/all',
    summary: 'Every guide with their teams.',
    tag: TAG,
    response: z.array(guideSchema),
    policy: { access: GUIDES },
  },
  readGuideOfUser: {
    method: 'GET',
    path: '/api/Guide/byUserId/:userId',
    summary: "The guide record of a guide's user account, with their teams.",
    tag: TAG,
    params: userIdParamsSchema,
    response: guideSchema,
    policy: { access: GUIDES, ...own('user', 'params.userId') },
  },
  createGuide: {
    method: 'POST',
    path: '/api/Guide',
    summary: 'Adds a guide (a new person, or an existing one made a guide).',
    tag: TAG,
    body: createGuideInputSchema,
    status: 201,
    response: guideSchema,
    policy: { access: ADMIN },
  },
  assignGuideTeams: {
    method: 'POST',
    path: '/api/Guide/:guideId/teams',
    summary: 'Gives a guide teams; answers every team of the guide.',
    tag: TAG,
    params: guideIdParamsSchema,
    body: assignGuideTeamsInputSchema,
    response: guideAssignmentSchema,
    policy: { access: ADMIN },
  },
  removeGuideTeam: {
    method: 'DELETE',
    path: '/api/Guide/:guideId/:teamId',
    summary: "Takes a team from a guide; answers the guide's remaining teams.",
    tag: TAG,
    params: guideTeamParamsSchema,
    response: guideAssignmentSchema,
    policy: { access: ADMIN },
  },
});
