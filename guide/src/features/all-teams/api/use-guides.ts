import { useApi } from '@olympiad/shared/api';

/** Every guide with their teams (GET /api/Guide/all). */
export function useGuides() {
  return useApi('readGuides', {});
}
