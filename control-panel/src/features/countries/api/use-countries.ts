import { fetcher } from '@olympiad/shared';
import type { Country } from '@olympiad/shared/schemas';
import useSWR from 'swr';

export const COUNTRIES_URL = '/api/Country';

export function useCountries() {
  return useSWR<Country[]>(COUNTRIES_URL, fetcher);
}
