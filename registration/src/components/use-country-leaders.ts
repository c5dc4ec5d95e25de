import { useApi } from '@olympiad/shared/api';

/** The country's existing leaders and deputies, offered by the pickers of Add Team and Edit Team; null reads nothing. */
export function useCountryLeaders(countryId: string | null) {
  return useApi('readCountryLeaders', countryId ? { params: { countryId } } : null);
}
