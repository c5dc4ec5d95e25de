import { useApi } from '@olympiad/shared/api';
import { useRegistrationCountry } from '../../components/use-registration-country';

/** The delegation of the country being registered, each person with their visa details and latest letter. */
export function useDelegationLetters() {
  const { countryId } = useRegistrationCountry();
  return useApi('readDelegationLetters', countryId ? { params: { countryId } } : null);
}
