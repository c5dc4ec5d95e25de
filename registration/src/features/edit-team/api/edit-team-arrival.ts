import { callApi } from '@olympiad/shared/api';
import type { EditTeamArrivalInput, Team } from '@olympiad/shared/schemas';

/** PUT /api/Team/arrival: the team's arrival and departure (`headers`: If-Match). */
export function editTeamArrival(input: EditTeamArrivalInput, headers?: Record<string, string>): Promise<Team> {
  return callApi('editTeamArrival', { body: input, headers });
}
