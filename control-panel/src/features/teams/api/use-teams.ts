import useSWR from 'swr';
import { API, fetcher } from '@olympiad/shared';
import type { Guide, PublicTeam } from '@olympiad/shared/schemas';

/** Every team with its people (GET /api/Team, the public list). */
export function useTeams() {
  return useSWR<PublicTeam[]>(API.teams, fetcher);
}

/** Every guide with the ids of their teams (GET /api/Guide/all): who walks with each team. */
export function useGuides() {
  return useSWR<Guide[]>(API.guides, fetcher);
}
