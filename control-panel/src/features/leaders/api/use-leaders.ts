import useSWR from 'swr';
import { API, fetcher } from '@olympiad/shared';
import type { Leader } from '@olympiad/shared/schemas';

export function useLeaders() {
  return useSWR<Leader[]>(API.leaders, fetcher);
}
