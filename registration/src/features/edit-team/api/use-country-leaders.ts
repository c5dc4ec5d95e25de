import useSWR from 'swr';
import { API, fetcher } from '@olympiad/shared';
import type { Leader } from '@olympiad/shared/schemas';

/** The country's existing leaders and deputies, offered by the pickers (GET /api/Person/leaders/country/{countryId}). */
export function useCountryLeaders(countryId: string | null) {
  return useSWR<Leader[]>(countryId ? API.countryLeaders(countryId) : null, fetcher);
}
