import useSWR from 'swr';
import { API, fetcher } from '@olympiad/shared';
import type { PublicTeam } from '@olympiad/shared/schemas';

/** Every team, public fields only (GET /api/Team). */
export function useAllTeams(enabled: boolean) {
  return useSWR<PublicTeam[]>(enabled ? API.teams : null, fetcher);
}

/** The teams of one country, for its registrator (GET /api/Team/country/{countryId}). */
export function useCountryTeams(countryId: string | null) {
  return useSWR<PublicTeam[]>(countryId ? API.countryTeams(countryId) : null, fetcher);
}
