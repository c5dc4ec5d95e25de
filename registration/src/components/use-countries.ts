import useSWR from 'swr';
import { API, fetcher } from '@olympiad/shared';
import type { Country } from '@olympiad/shared/schemas';

/** Every country (GET /api/Country), for an Administrator's choice; nothing is read for others. */
export function useCountries(read: boolean) {
  return useSWR<Country[]>(read ? API.countries : null, fetcher);
}
