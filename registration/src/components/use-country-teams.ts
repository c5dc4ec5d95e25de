import useSWR from 'swr';
import { API, fetcher } from '@olympiad/shared';
import type { Team } from '@olympiad/shared/schemas';
import { useRegistrationCountry } from './use-registration-country';

/** The teams of the country being registered (GET /api/Team/country/{id}: an array). */
export function useCountryTeams() {
  const { countryId } = useRegistrationCountry();
  return useSWR<Team[]>(countryId ? API.countryTeams(countryId) : null, fetcher);
}
