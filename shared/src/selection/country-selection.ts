import { sessionSelection, useSessionSelection } from './session-selection.js';

/**
 * The country an Administrator works on in the registration screens, chosen in the control
 * panel's Teams section (a registrator always works on their own).
 */
export const countrySelection = sessionSelection('selectedCountryId');

export function useSelectedCountryId(): string | null {
  return useSessionSelection(countrySelection);
}
