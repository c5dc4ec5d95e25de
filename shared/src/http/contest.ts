import useSWR from 'swr';
import type { AvailableEnums, Contest } from '../schemas/index.js';
import { API } from '../routes/api-urls.js';
import { fetcher } from './client.js';
import { useFollowedByEdition } from './edition.js';

// Loaded once at start; they change only when an administrator edits the contest.
const once = { revalidateOnFocus: false, revalidateIfStale: false, revalidateOnReconnect: false };

export function useContest() {
  return useFollowedByEdition(useSWR<Contest>(API.contest, fetcher, once));
}

export function useEnums() {
  return useSWR<AvailableEnums>(API.enums, fetcher, once);
}
