import { API, http } from '@olympiad/shared';
import type { EditTeamBasicsInput, Team } from '@olympiad/shared/schemas';

/** PUT /api/Team/basic: the team's name and group. */
export function editTeamBasics(input: EditTeamBasicsInput): Promise<Team> {
  return http.put<Team>(API.teamBasics, input);
}
