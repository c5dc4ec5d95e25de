import useSWR from 'swr';
import { API, fetcher } from '@olympiad/shared';
import type { Country } from '@olympiad/shared/schemas';

export function useCountries() {
  return useSWR<Country[]>(API.countries, fetcher);
}
