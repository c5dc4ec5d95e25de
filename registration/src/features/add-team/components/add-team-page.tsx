import { useSWRConfig } from 'swr';
import { MESSAGES, urlOfCall, useAuth } from '@olympiad/shared';
import { useNavigate } from '@olympiad/shared/router';
import { ErrorAlert, Heading, PageLoader, Stack } from '@olympiad/shared/plain-ui';
import { ClosedNote } from '../../../components/closed-note';
import { COUNTRY_HAS_TEAM_NOTE, COUNTRY_HAS_TEAM_REASON, teamsClosedReason } from '../../../components/registration-closures';
import { useCountryTeams } from '../../../components/use-country-teams';
import { useRegistrationPhase } from '../../../components/use-registration-phase';
import { useRegistrationCountry } from '../../../components/use-registration-country';
import { useCountryLeaders } from '../../../components/use-country-leaders';
import { AddTeamForm } from './add-team-form';
import { AdministratorAddTeam } from './administrator-add-team';
import styles from './add-team-form.module.css';

/**
 * /addTeam: once the country's leaders are known, the form; success returns home. An
 * Administrator gets the form with a choice of country instead. A registrator is offered the form
 * only while the server would take the team: before the deadline, while the country has none.
 */
export function AddTeamPage() {
  const { isAdministrator } = useRegistrationCountry();
  const countryId = useAuth().user?.countryId ?? null;
  const { data: leaders, error } = useCountryLeaders(isAdministrator ? null : countryId);
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  const { phase, endOfRegistrationDate, error: contestError } = useRegistrationPhase();
  const { data: teams, error: teamsError } = useCountryTeams();
  if (isAdministrator) return <AdministratorAddTeam />;
  if (error || contestError || teamsError) {
    return <ErrorAlert>The form could not be loaded. Check your connection and reload the page.</ErrorAlert>;
  }
  if (!leaders || !phase || !teams) return <PageLoader label="Loading the form" />;
  const hasTeam = teams.length > 0;
  if (phase !== 'open' || hasTeam) {
    const listTeams = { to: '/listTeams', label: 'List and Edit Teams' };
    return (
      <Stack gap={5} className={styles.page}>
        <Heading as="h1" size="2xl">
          Add Team
        </Heading>
        {phase !== 'open' && endOfRegistrationDate ? (
          <ClosedNote title={MESSAGES.registrationOver} link={hasTeam ? listTeams : { to: '/', label: 'Home' }}>
            {teamsClosedReason(endOfRegistrationDate)}
          </ClosedNote>
        ) : (
          <ClosedNote title={COUNTRY_HAS_TEAM_NOTE} link={listTeams}>
            {COUNTRY_HAS_TEAM_REASON}
          </ClosedNote>
        )}
      </Stack>
    );
  }
  return (
    <AddTeamForm
      leaders={leaders}
      onCreated={() => {
        if (countryId) void mutate(urlOfCall('readCountryTeams', { params: { countryId } }));
        navigate('/');
      }}
    />
  );
}
