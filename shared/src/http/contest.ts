import useSWR from 'swr';
import type { ResponseOf } from '../contract/index.js';
import { urlOfCall } from '../api/call-paths.js';
import { edition } from '../edition.js';
import { fetcher } from './client.js';
import { useFollowedByEdition } from './edition.js';

// Loaded once at start; they change only when an administrator edits the contest.
const once = { revalidateOnFocus: false, revalidateIfStale: false, revalidateOnReconnect: false };

// Read through swr here rather than useApi (the calls' hook, @olympiad/shared/api): the shared
// entry, which every page loads, holds these reads.

/**
 * The current edition's contest: the year follows the edition read (edition.ts). The server's
 * boot data carries it under this URL.
 */
export const contestUrl = () => urlOfCall('readContest', { query: { year: edition().year } });

export function useContest() {
  return useFollowedByEdition(useSWR<ResponseOf<'readContest'>>(contestUrl(), fetcher, once));
}

export function useEnums() {
  return useSWR<ResponseOf<'readEnumerations'>>(urlOfCall('readEnumerations'), fetcher, once);
}
