import { useEffect, useReducer } from 'react';
import { MESSAGES, useContest } from '@olympiad/shared';
import { useNavigate } from '@olympiad/shared/router';
import { Alert, Button, Flex, PageLoader, Stack, Text } from '@olympiad/shared/ui';
import { useCountryTeams } from '../../../components/use-country-teams';
import { homeActions, nextPhaseChange, registrationPhase } from '../registration-phase';

/** Longest delay a browser timer accepts; a later change is re-checked after it. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Re-renders when the registration phase changes, so an open page never offers a closed action. */
function useRerenderAtPhaseChange(endOfRegistrationDate: string | undefined) {
  const [, tick] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (!endOfRegistrationDate) return;
    const next = nextPhaseChange(endOfRegistrationDate, new Date());
    if (!next) return;
    const timer = setTimeout(tick, Math.min(MAX_TIMER_MS, next.getTime() - Date.now() + 50));
    return () => clearTimeout(timer);
  });
}

/** The TeamRegistrator's home actions (spec section 2, Home action panel). */
export function HomePanel() {
  const { data: contest, error: contestError } = useContest();
  const { data: teams, error: teamsError } = useCountryTeams();
  useRerenderAtPhaseChange(contest?.endOfRegistrationDate);

  if (contestError || teamsError) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>Your registration could not be loaded. Check your connection and reload the page.</Alert.Title>
      </Alert.Root>
    );
  }
  if (!contest || !teams) return <PageLoader label="Loading your registration" />;

  const phase = registrationPhase(contest.endOfRegistrationDate, new Date());
  const show = homeActions(phase, teams.length > 0);
  return (
    <Stack as="section" aria-label="Team registration" gap="4" alignItems="start">
      {show.registrationOver && (
        <Text color="red.700" fontWeight="bold" fontSize="lg">
          {MESSAGES.registrationOver}
        </Text>
      )}
      {show.editNote && <Text>{MESSAGES.editWindowNote}</Text>}
      <Flex gap="3" wrap="wrap">
        {show.addTeam && <ActionLink to="/addTeam">Add Team</ActionLink>}
        {show.listTeams && <ActionLink to="/listTeams">List and Edit Teams</ActionLink>}
        {show.guests && <ActionLink to="/addGuest">Add Guest</ActionLink>}
        {show.guests && <ActionLink to="/listGuests">List and Edit Guests</ActionLink>}
      </Flex>
    </Stack>
  );
}

/** The spec's action buttons (as the administrator's Control Panel button), each opening its screen. */
function ActionLink({ to, children }: { to: string; children: string }) {
  const navigate = useNavigate();
  return (
    <Button colorPalette="blue" onClick={() => navigate(to)}>
      {children}
    </Button>
  );
}
