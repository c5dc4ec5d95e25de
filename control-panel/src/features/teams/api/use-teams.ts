import { useApi } from '@olympiad/shared/api';

/** Every team with its people (GET /api/Team, the public list). */
export function useTeams() {
  return useApi('readTeams', {});
}

/** Every guide with the ids of their teams (GET /api/Guide/all): who walks with each team. */
export function useGuides() {
  return useApi('readGuides', {});
}
