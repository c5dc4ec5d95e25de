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
import { ROUTES } from './routes.js';

const TAG = 'Guide';

export const GUIDE_CALLS = calls({
  readGuides: {
    ...ROUTES.readGuides,
    summary: 'Every guide with their teams.',
    tag: TAG,
    response: z.array(guideSchema),
  },
  readGuideOfUser: {
    ...ROUTES.readGuideOfUser,
    summary: "The guide record of a guide's user account, with their teams.",
    tag: TAG,
    params: userIdParamsSchema,
    response: guideSchema,
  },
  createGuide: {
    ...ROUTES.createGuide,
    summary: 'Adds a guide (a new person, or an existing one made a guide).',
    tag: TAG,
    body: createGuideInputSchema,
    status: 201,
    response: guideSchema,
  },
  assignGuideTeams: {
    ...ROUTES.assignGuideTeams,
    summary: 'Gives a guide teams; answers every team of the guide.',
    tag: TAG,
    params: guideIdParamsSchema,
    body: assignGuideTeamsInputSchema,
    response: guideAssignmentSchema,
  },
  removeGuideTeam: {
    ...ROUTES.removeGuideTeam,
    summary: "Takes a team from a guide; answers the guide's remaining teams.",
    tag: TAG,
    params: guideTeamParamsSchema,
    response: guideAssignmentSchema,
  },
});
