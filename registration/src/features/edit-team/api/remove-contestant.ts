import { API, http } from '@olympiad/shared';

/** DELETE api/Contestant/{id}: the contestant leaves the team (never the last one). */
export function removeContestant(id: string): Promise<unknown> {
  return http.delete<unknown>(API.contestant(id));
}
