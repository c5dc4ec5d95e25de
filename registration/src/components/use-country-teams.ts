import useSWR from 'swr';
import { API, fetcher, useAuth } from '@olympiad/shared';
import type { Team } from '@olympiad/shared/schemas';

/** The teams of the logged-in registrator's country (GET /api/Team/country/{id}: an array). */
export function useCountryTeams() {
  const countryId = useAuth().user?.countryId;
  return useSWR<Team[]>(countryId ? API.countryTeams(countryId) : null, fetcher);
}
