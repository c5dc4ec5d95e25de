import useSWR, { mutate, preload } from 'swr';
import type { AvailableEnums, Contest } from '../schemas/index.js';
import { API } from './api-urls.js';
import { readBootData } from './boot-data.js';
import { fetcher } from './client.js';

// Loaded once at start; they change only when an administrator edits the contest.
const once = { revalidateOnFocus: false, revalidateIfStale: false, revalidateOnReconnect: false };

export function useContest() {
  return useSWR<Contest>(API.contest, fetcher, once);
}

export function useEnums() {
  return useSWR<AvailableEnums>(API.enums, fetcher, once);
}

/** Takes the contest the page came with, or starts its load, and the enumerations', before the first screen asks. */
export function preloadContest() {
  const contest = readBootData()?.contest;
  if (contest) void mutate(API.contest, contest, { revalidate: false });
  else void preload(API.contest, fetcher).catch(() => undefined);
  void preload(API.enums, fetcher).catch(() => undefined);
}
