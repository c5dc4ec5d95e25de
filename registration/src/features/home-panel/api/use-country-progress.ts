import { useApi } from '@olympiad/shared/api';
import { useRegistrationCountry } from '../../../components/use-registration-country';

/** What the registered country still misses (GET /api/Progress/country/{id}); nothing is read unless `wanted`. */
export function useCountryProgress(wanted: boolean) {
  const { countryId } = useRegistrationCountry();
  return useApi('readCountryProgress', wanted && countryId ? { params: { countryId } } : null);
}
