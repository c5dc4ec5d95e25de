import { useApi } from '@olympiad/shared/api';

/** What every country still misses, counted by the server (GET /api/Progress). */
export function useProgress() {
  return useApi('readProgress', {});
}
