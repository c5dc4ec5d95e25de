import useSWR from 'swr';
import { API, fetcher } from '@olympiad/shared';
import type { Statistics } from '@olympiad/shared/schemas';

/** Computed on the server when asked: nothing is fetched until `asked`. */
export function useStatistics(asked: boolean) {
  return useSWR<Statistics>(asked ? API.statistics() : null, fetcher, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
}
