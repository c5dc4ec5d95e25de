import useSWR from 'swr';
import { API, fetcher } from '@olympiad/shared';
import type { Leader } from '@olympiad/shared/schemas';

/** The leaders the country already has (GET /api/Person/leaders/country/{id}), for the pickers. */
export function useCountryLeaders(countryId: string | null) {
  return useSWR<Leader[]>(countryId ? API.countryLeaders(countryId) : null, fetcher);
}
