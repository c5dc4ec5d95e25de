import { useCallback } from 'react';
import { useAuth, useEnums, useSelectedTeamId } from '@olympiad/shared';
import { Navigate } from '@olympiad/shared/router';
import { Alert, Heading, PageLoader, Stack } from '@olympiad/shared/ui';
import { useCountryLeaders } from './api/use-country-leaders';
import { useEditedTeam } from './api/use-edited-team';
import { BusyProvider } from './components/busy';
import { EditTeamScreen } from './components/edit-team-screen';

const NO_LEADERS: never[] = [];

/**
 * /editTeam: the team chosen with EDIT on the teams list (kept for the session, so a reload stays
 * here). Without a selection, or when the team is not the user's country's, it goes home.
 */
export function EditTeamPage() {
  const teamId = useSelectedTeamId();
  const countryId = useAuth().user?.countryId ?? null;
  const teams = useEditedTeam(countryId, teamId);
  const leaders = useCountryLeaders(teamId ? countryId : null);
  // The pickers' choices (T-shirt sizes, locations, systems) must be there before the forms fill them.
  const enums = useEnums();
  const { mutate: mutateTeams } = teams;
  const { mutate: mutateLeaders } = leaders;
  const refresh = useCallback(async () => {
    await Promise.all([mutateTeams(), mutateLeaders()]);
  }, [mutateTeams, mutateLeaders]);

  if (!teamId || !countryId) return <Navigate to="/" replace />;
  // The selection names a team this user cannot edit (another country's, or deleted).
  if (teams.data && !teams.team) return <Navigate to="/" replace />;

  return (
    <BusyProvider loading={teams.isValidating || leaders.isValidating}>
      <Stack gap="6">
        <Heading as="h1" size="3xl">
          Edit Team
        </Heading>
        {(teams.isLoading || enums.isLoading) && <PageLoader label="Loading the team" />}
        {teams.error && !teams.data && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>The team could not be loaded. Please try again later.</Alert.Title>
          </Alert.Root>
        )}
        {teams.team && enums.data && <EditTeamScreen team={teams.team} leaders={leaders.data ?? NO_LEADERS} refresh={refresh} />}
      </Stack>
    </BusyProvider>
  );
}
