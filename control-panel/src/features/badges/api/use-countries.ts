import { useApi } from '@olympiad/shared/api';

/** Every country, for the badges of one country (GET /api/Country). */
export function useCountries() {
  return useApi('readCountries', {});
}
