import { API, http } from '@olympiad/shared';
import type { EditTeamBasicsInput, Team } from '@olympiad/shared/schemas';

/** PUT /api/Team/basic: the team's name and group (`headers`: If-Match). */
export function editTeamBasics(input: EditTeamBasicsInput, headers?: Record<string, string>): Promise<Team> {
  return http.put<Team>(API.teamBasics, input, headers);
}
