import { useApi } from '@olympiad/shared/api';

/** Every country (readCountries), for an Administrator's choice; nothing is read for others. */
export function useCountries(read: boolean) {
  return useApi('readCountries', read ? {} : null);
}
