import { Link as RouterLink, Navigate } from '@olympiad/shared/router';
import { textLink } from '@olympiad/shared/plain-ui';
import { useCountries } from './use-countries';
import { useRegistrationCountry } from './use-registration-country';
import styles from './administrator-country.module.css';

const TEAMS_SECTION = '/controlPanel/teams';

/**
 * For an Administrator: which country the screen works on (chosen in the control panel's Teams
 * section) and the way back there; without a chosen country, back there at once. Nothing for a
 * registrator, who only ever works on their own country.
 */
export function AdministratorCountry() {
  const { countryId, isAdministrator } = useRegistrationCountry();
  const countries = useCountries(isAdministrator);
  if (!isAdministrator) return null;
  if (!countryId) return <Navigate to={TEAMS_SECTION} replace />;
  const name = countries.data?.find((country) => country.id === countryId)?.name;
  return (
    <p>
      Country: <strong>{name ?? '…'}</strong>{' '}
      <RouterLink to={TEAMS_SECTION} className={`${textLink} ${styles.back}`}>
        Back to Teams
      </RouterLink>
    </p>
  );
}
