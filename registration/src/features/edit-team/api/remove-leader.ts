import { API, http } from '@olympiad/shared';

/** DELETE /api/Leader/team/{teamId}/leader/{leaderId}: the deputy leaves the team. */
export function removeLeader(teamId: string, leaderId: string): Promise<unknown> {
  return http.delete<unknown>(API.teamLeader(teamId, leaderId));
}
