import { useAuth, useSelectedCountryId } from '@olympiad/shared';

export interface RegistrationCountry {
  /** The country whose team and guests the screens work on; null while none is known. */
  countryId: string | null;
  /**
   * An Administrator works on the country chosen in the control panel's Teams section and is
   * never held to a registration window; a registrator always works on their own country.
   */
  isAdministrator: boolean;
}

export function useRegistrationCountry(): RegistrationCountry {
  const { user, role } = useAuth();
  const chosen = useSelectedCountryId();
  const isAdministrator = role === 'Administrator';
  return { countryId: (isAdministrator ? chosen : user?.countryId) ?? null, isAdministrator };
}
