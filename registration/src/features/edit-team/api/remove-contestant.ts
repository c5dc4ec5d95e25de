import { callApi } from '@olympiad/shared/api';

/** DELETE api/Contestant/{id}: the contestant leaves the team (never the last one). */
export function removeContestant(id: string): Promise<void> {
  return callApi('removeContestant', { params: { id } });
}
