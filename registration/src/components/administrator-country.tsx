import { Link as RouterLink, Navigate, useLocation } from '@olympiad/shared/router';
import { textLink } from '@olympiad/shared/plain-ui';
import { useCountries } from './use-countries';
import { useRegistrationCountry } from './use-registration-country';
import styles from './administrator-country.module.css';

const TEAMS_SECTION = '/controlPanel/teams';
const LETTERS = '/invitationLetters';

/**
 * For an Administrator: which country the screen works on (chosen in the control panel's Teams
 * section), the way back there, and that country's Invitation letters, which the registrator
 * reaches from the home panel; without a chosen country, back there at once. Nothing for a
 * registrator, who only ever works on their own country.
 */
export function AdministratorCountry() {
  const { countryId, isAdministrator } = useRegistrationCountry();
  const countries = useCountries(isAdministrator);
  const { pathname } = useLocation();
  if (!isAdministrator) return null;
  if (!countryId) return <Navigate to={TEAMS_SECTION} replace />;
  const name = countries.data?.find((country) => country.id === countryId)?.name;
  return (
    <p>
      Country: <strong>{name ?? '…'}</strong>{' '}
      <RouterLink to={TEAMS_SECTION} className={`${textLink} ${styles.back}`}>
        Back to Teams
      </RouterLink>
      {pathname !== LETTERS && (
        <RouterLink to={LETTERS} className={`${textLink} ${styles.back}`}>
          Invitation letters
        </RouterLink>
      )}
    </p>
  );
}
