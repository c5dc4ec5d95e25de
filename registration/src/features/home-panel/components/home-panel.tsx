import { MESSAGES } from '@olympiad/shared';
import { useNavigate } from '@olympiad/shared/router';
import { Alert, Button, Flex, PageLoader, Stack, Text } from '@olympiad/shared/ui';
import { useCountryTeams } from '../../../components/use-country-teams';
import { homeActions } from '../../../components/registration-phase';
import { useRegistrationPhase } from '../../../components/use-registration-phase';

/** The TeamRegistrator's home actions (spec section 2, Home action panel). */
export function HomePanel() {
  const { phase, error: contestError } = useRegistrationPhase();
  const { data: teams, error: teamsError } = useCountryTeams();

  if (contestError || teamsError) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>Your registration could not be loaded. Check your connection and reload the page.</Alert.Title>
      </Alert.Root>
    );
  }
  if (!phase || !teams) return <PageLoader label="Loading your registration" />;

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
