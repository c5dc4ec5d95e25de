import { useApi } from '@olympiad/shared/api';
import { useRegistrationCountry } from '../../components/use-registration-country';

/** The delegation of the country being registered, each person with their stay, health (with consent) and room. */
export function useDelegationStay() {
  const { countryId } = useRegistrationCountry();
  return useApi('readDelegationStay', countryId ? { params: { countryId } } : null);
}
