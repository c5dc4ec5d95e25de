import { useApi } from '@olympiad/shared/api';
import { useRegistrationCountry } from './use-registration-country';

/** The teams of the country being registered (readCountryTeams: an array). */
export function useCountryTeams() {
  const { countryId } = useRegistrationCountry();
  return useApi('readCountryTeams', countryId ? { params: { countryId } } : null);
}
