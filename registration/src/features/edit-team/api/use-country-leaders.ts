import { useApi } from '@olympiad/shared/api';

/** The country's existing leaders and deputies, offered by the pickers (GET /api/Person/leaders/country/{countryId}). */
export function useCountryLeaders(countryId: string | null) {
  return useApi('readCountryLeaders', countryId ? { params: { countryId } } : null);
}
