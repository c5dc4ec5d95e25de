import { API, http } from '@olympiad/shared';
import type { Contestant, EditContestantInput } from '@olympiad/shared/schemas';

/** PUT /api/Contestant: a contestant's details. */
export function editContestant(input: EditContestantInput): Promise<Contestant> {
  return http.put<Contestant>(API.contestants, input);
}
