import { ApiError } from '@olympiad/shared';
import { Alert, PageLoader, Text } from '@olympiad/shared/ui';
import { PrintSheet } from '../../../components/print-sheet';
import { useMyGuide } from '../api/use-my-guide';
import { MyTeam } from './my-team';

/** /guideHome: the logged-in guide's own teams, to carry on a phone or on paper. */
export function MyTeamsPage() {
  const { data: guide, error, isLoading } = useMyGuide();
  const notAGuide = error instanceof ApiError && error.status === 404;
  return (
    <PrintSheet title="My teams">
      {isLoading && <PageLoader label="Loading your teams" />}
      {notAGuide && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>You are not registered as a guide yet. Please ask the organisers to add you as a guide.</Alert.Title>
        </Alert.Root>
      )}
      {error && !notAGuide && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>Your teams could not be loaded. Please try again later.</Alert.Title>
        </Alert.Root>
      )}
      {guide && <Text>Guide: {guide.person.fullName}</Text>}
      {guide && guide.teams.length === 0 && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>No teams have been assigned to you yet. The organisers will assign your teams.</Alert.Title>
        </Alert.Root>
      )}
      {guide?.teams.map((team) => <MyTeam key={team.id} team={team} />)}
    </PrintSheet>
  );
}
