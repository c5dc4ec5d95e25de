import { API, http } from '@olympiad/shared';
import type { Contest, UpdateContestInput } from '@olympiad/shared/schemas';

/** The contest's own fields; committees are left as they are (omitted). */
export function saveContest(id: string, contest: UpdateContestInput): Promise<Contest> {
  return http.put<Contest>(API.contestById(id), contest);
}
