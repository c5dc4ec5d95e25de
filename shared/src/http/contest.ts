import useSWR, { preload } from 'swr';
import { CONTEST_YEAR } from '../constants.js';
import type { AvailableEnums, Contest } from '../schemas/index.js';
import { fetcher } from './client.js';

export const CONTEST_URL = `api/Contest?year=${CONTEST_YEAR}`;
export const ENUMS_URL = '/api/Contest/availableEnums';

// Loaded once at start; they change only when an administrator edits the contest.
const once = { revalidateOnFocus: false, revalidateIfStale: false, revalidateOnReconnect: false };

export function useContest() {
  return useSWR<Contest>(CONTEST_URL, fetcher, once);
}

export function useEnums() {
  return useSWR<AvailableEnums>(ENUMS_URL, fetcher, once);
}

/** Starts both loads before the first screen asks for them. */
export function preloadContest() {
  void preload(CONTEST_URL, fetcher).catch(() => undefined);
  void preload(ENUMS_URL, fetcher).catch(() => undefined);
}
