import useSWR from 'swr';
import type { ResponseOf } from '../contract/index.js';
import { API } from '../routes/api-urls.js';
import { fetcher } from './client.js';
import { useFollowedByEdition } from './edition.js';

// Loaded once at start; they change only when an administrator edits the contest.
const once = { revalidateOnFocus: false, revalidateIfStale: false, revalidateOnReconnect: false };

// Typed by the contract but read through API's URLs, not useApi: every page (a visitor's too)
// loads these, and a lookup by call key would bring the whole route table into its scripts.

export function useContest() {
  return useFollowedByEdition(useSWR<ResponseOf<'readContest'>>(API.contest, fetcher, once));
}

export function useEnums() {
  return useSWR<ResponseOf<'readEnumerations'>>(API.enums, fetcher, once);
}
