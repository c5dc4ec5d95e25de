import { API, http } from '@olympiad/shared';
import type { EditTeamArrivalInput, Team } from '@olympiad/shared/schemas';

/** PUT /api/Team/arrival: the team's arrival and departure. */
export function editTeamArrival(input: EditTeamArrivalInput): Promise<Team> {
  return http.put<Team>(API.teamArrival, input);
}
