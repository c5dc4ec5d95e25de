import { edition } from '../edition.js';
import { useApi } from './use-api.js';
import { useFollowedByEdition } from './edition.js';

// Loaded once at start; they change only when an administrator edits the contest.
const once = { revalidateOnFocus: false, revalidateIfStale: false, revalidateOnReconnect: false };

export function useContest() {
  return useFollowedByEdition(useApi('readContest', { query: { year: edition().year } }, once));
}

export function useEnums() {
  return useApi('readEnumerations', {}, once);
}
