import { callApi } from '@olympiad/shared/api';

/** DELETE /api/Leader/team/{teamId}/leader/{leaderId}: the deputy leaves the team. */
export function removeLeader(teamId: string, leaderId: string): Promise<void> {
  return callApi('removeLeader', { params: { teamId, leaderId } });
}
