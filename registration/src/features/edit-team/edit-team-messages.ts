import { MESSAGES } from '@olympiad/shared';

/**
 * The screen's snack messages: the spec's own, plus the ones it asks for without wording them
 * (an unchanged leader or deputy, a removed deputy), phrased like their neighbours.
 */
export const EDIT_TEAM_MESSAGES = {
  teamNameUnchanged: MESSAGES.teamNameUnchanged,
  contestantUnchanged: MESSAGES.contestantUnchanged,
  leaderUnchanged: 'Please make some changes to edit the leader.',
  deputyLeaderUnchanged: 'Please make some changes to edit the deputy leader.',
  deputyLeaderRemoved: 'Deputy leader is removed from team successfully!',
} as const;
