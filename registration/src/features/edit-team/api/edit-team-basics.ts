import { callApi } from '@olympiad/shared/api';
import type { EditTeamBasicsInput, Team } from '@olympiad/shared/schemas';

/** PUT /api/Team/basic: the team's name and group (`headers`: If-Match). */
export function editTeamBasics(input: EditTeamBasicsInput, headers?: Record<string, string>): Promise<Team> {
  return callApi('editTeamBasics', { body: input, headers });
}
