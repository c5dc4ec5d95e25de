import { callApi } from '@olympiad/shared/api';
import type { Contest, UpdateContestInput } from '@olympiad/shared/schemas';

/**
 * The contest's own fields; committees are left as they are (omitted). `headers`: the If-Match of
 * the version the settings form was loaded with.
 */
export function saveContest(id: string, contest: UpdateContestInput, headers?: Record<string, string>): Promise<Contest> {
  return callApi('updateContest', { params: { id }, body: contest, headers });
}
