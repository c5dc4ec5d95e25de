import { useApi } from '@olympiad/shared/api';
import { useRegistrationCountry } from './use-registration-country';

/** The teams of the country being registered (GET /api/Team/country/{id}: an array). */
export function useCountryTeams() {
  const { countryId } = useRegistrationCountry();
  return useApi('readCountryTeams', countryId ? { params: { countryId } } : null);
}
