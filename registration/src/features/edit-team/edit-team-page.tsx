import { useEffect } from 'react';
import { teamSelection, useSelectedTeamId } from '@olympiad/shared';
import { Navigate } from '@olympiad/shared/router';
import { Heading, PageLoader, Stack, Text } from '@olympiad/shared/ui';
import { useCountryTeams } from '../../components/use-country-teams';

/**
 * Edit Team (spec section 2): without a selected team it sends the user home. The selection lives
 * in session storage, so a reload keeps it; a selection that is not one of the country's teams is
 * dropped.
 */
export function EditTeamPage() {
  const teamId = useSelectedTeamId();
  const { data: teams } = useCountryTeams();
  const team = teams?.find((t) => t.id === teamId);
  const unknown = Boolean(teamId && teams && !team);

  useEffect(() => {
    if (unknown) teamSelection.clear();
  }, [unknown]);

  if (!teamId || unknown) return <Navigate to="/" replace />;
  if (!team) return <PageLoader label="Loading the team" />;
  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">Edit Team</Heading>
      <Text>{team.name}</Text>
    </Stack>
  );
}
