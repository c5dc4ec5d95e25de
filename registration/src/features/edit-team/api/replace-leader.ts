import { callApi } from '@olympiad/shared/api';
import type { ReplaceLeaderInput, Team } from '@olympiad/shared/schemas';

/** POST /api/Leader/addreplace: a picked or new leader (or deputy) takes the place; also adds a missing deputy. */
export function replaceLeader(input: ReplaceLeaderInput): Promise<Team> {
  return callApi('replaceLeader', { body: input });
}
