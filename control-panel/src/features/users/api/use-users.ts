import { useApi } from '@olympiad/shared/api';

export function useUsers() {
  return useApi('readUsers', {});
}

/** The countries a TeamRegistrator can be given. */
export function useCountryOptions() {
  return useApi('readCountries', {});
}
