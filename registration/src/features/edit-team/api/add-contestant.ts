import { callApi } from '@olympiad/shared/api';
import type { AddContestantInput, Contestant } from '@olympiad/shared/schemas';

/** POST /api/Contestant/toTeam: a new contestant joins the team. */
export function addContestant(input: AddContestantInput): Promise<Contestant> {
  return callApi('addContestant', { body: input });
}
