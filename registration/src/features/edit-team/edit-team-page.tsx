import { useCallback, useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { teamSelection, urlOfCall, useEnums, useSelectedTeamId } from '@olympiad/shared';
import { Navigate } from '@olympiad/shared/router';
import { ErrorAlert, Heading, PageLoader, Stack } from '@olympiad/shared/plain-ui';
import { AdministratorCountry } from '../../components/administrator-country';
import { useCountryTeams } from '../../components/use-country-teams';
import { useRegistrationCountry } from '../../components/use-registration-country';
import { useRegistrationPhase } from '../../components/use-registration-phase';
import { useCountryLeaders } from '../../components/use-country-leaders';
import { BusyProvider } from './components/busy';
import { EditTeamScreen } from './components/edit-team-screen';

const NO_LEADERS: never[] = [];

/**
 * Edit Team (docs/screens.md, Edit Team): the team chosen with EDIT on the teams list (or, for an
 * Administrator, with Edit in the control panel's Teams section, which also chooses its country).
 * The selection lives in session storage, so a reload keeps it; without one the user goes back
 * where teams are chosen (home, or the Teams section), and a selection that is not one of the
 * country's teams is dropped.
 */
export function EditTeamPage() {
  const teamId = useSelectedTeamId();
  const { countryId, isAdministrator } = useRegistrationCountry();
  const teams = useCountryTeams();
  const leaders = useCountryLeaders(teamId ? countryId : null);
  // The pickers' choices (T-shirt sizes, locations, systems) must be there before the forms fill them.
  const enums = useEnums();
  // Without the contest (still loading, or it failed) every control is offered: the server still decides.
  const { phase, endOfRegistrationDate } = useRegistrationPhase();
  const team = teams.data?.find((candidate) => candidate.id === teamId) ?? null;
  const unknown = Boolean(teamId && teams.data && !team);
  const { mutate: mutateTeams } = teams;
  const { mutate: mutateLeaders } = leaders;
  const { mutate } = useSWRConfig();
  // The list of every team (public teams, the control panel's Teams) is read afresh on its next visit.
  const refresh = useCallback(async () => {
    await Promise.all([mutateTeams(), mutateLeaders(), mutate(urlOfCall('readTeams'))]);
  }, [mutateTeams, mutateLeaders, mutate]);
  const reload = useCallback(async () => (await mutateTeams())?.find((candidate) => candidate.id === teamId), [mutateTeams, teamId]);

  useEffect(() => {
    if (unknown) teamSelection.clear();
  }, [unknown]);

  if (!teamId || !countryId || unknown) return <Navigate to={isAdministrator ? '/controlPanel/teams' : '/'} replace />;

  return (
    <BusyProvider loading={teams.isValidating || leaders.isValidating}>
      <Stack gap={6}>
        <Heading as="h1" size="3xl">
          Edit Team
        </Heading>
        <AdministratorCountry />
        {(teams.isLoading || enums.isLoading) && <PageLoader label="Loading the team" />}
        {teams.error && !teams.data && <ErrorAlert>The team could not be loaded. Please try again later.</ErrorAlert>}
        {team && enums.data && (
          <EditTeamScreen
            team={team}
            leaders={leaders.data ?? NO_LEADERS}
            phase={phase ?? 'open'}
            endOfRegistrationDate={endOfRegistrationDate}
            refresh={refresh}
            reload={reload}
          />
        )}
      </Stack>
    </BusyProvider>
  );
}
