import { useApi } from '@olympiad/shared';

/** Every guide with their teams (GET /api/Guide/all). */
export function useGuides() {
  return useApi('readGuides', {});
}
