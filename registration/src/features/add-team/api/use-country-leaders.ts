import { useApi } from '@olympiad/shared/api';

/** The leaders the country already has (GET /api/Person/leaders/country/{id}), for the pickers. */
export function useCountryLeaders(countryId: string | null) {
  return useApi('readCountryLeaders', countryId ? { params: { countryId } } : null);
}
