import useSWR from 'swr';
import { API, fetcher } from '@olympiad/shared';
import type { Country, User } from '@olympiad/shared/schemas';

export function useUsers() {
  return useSWR<User[]>(API.users, fetcher);
}

/** The countries a TeamRegistrator can be given. */
export function useCountryOptions() {
  return useSWR<Country[]>(API.countries, fetcher);
}
