import { callApi } from '@olympiad/shared/api';
import type { Contestant, EditContestantInput } from '@olympiad/shared/schemas';

/** PUT /api/Contestant: a contestant's details (`headers`: the If-Match of the form's version). */
export function editContestant(input: EditContestantInput, headers?: Record<string, string>): Promise<Contestant> {
  return callApi('editContestant', { body: input, headers });
}
