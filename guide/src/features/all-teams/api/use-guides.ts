import useSWR from 'swr';
import { API, fetcher } from '@olympiad/shared';
import type { Guide } from '@olympiad/shared/schemas';

/** Every guide with their teams (GET /api/Guide/all). */
export function useGuides() {
  return useSWR<Guide[]>(API.guides, fetcher);
}
