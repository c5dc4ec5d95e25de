import { ApiError, useAuth } from '@olympiad/shared';
import { useApi } from '@olympiad/shared/api';
import { Link as RouterLink } from '@olympiad/shared/router';
import { ErrorAlert, InfoAlert, PageLoader, textLink } from '@olympiad/shared/plain-ui';
import { PrintSheet } from '../../../components/print-sheet';
import { staysByPerson } from '../stay-lines';
import { MyTeam } from './my-team';

/** /guideHome: the logged-in guide's own teams, to carry on a phone or on paper. */
export function MyTeamsPage() {
  const { user } = useAuth();
  // The guide's record and teams, looked up by their user id.
  const { data: guide, error, isLoading } = useApi('readGuideOfUser', user ? { params: { userId: user.id } } : null);
  // Rooms, emergency contacts, diet and health of the guide's own teams; the sheet does without them when they fail.
  const stay = useApi('readGuidedStay', user ? {} : null);
  const notAGuide = error instanceof ApiError && error.status === 404;
  const stays = staysByPerson(stay.data);
  return (
    <PrintSheet title="My teams">
      <p data-print-hidden="">
        <RouterLink to="/transfers" className={textLink}>
          Transfers
        </RouterLink>
      </p>
      {isLoading && <PageLoader label="Loading your teams" />}
      {notAGuide && <InfoAlert>You are not registered as a guide yet. Please ask the organisers to add you as a guide.</InfoAlert>}
      {error && !notAGuide && <ErrorAlert>Your teams could not be loaded. Please try again later.</ErrorAlert>}
      {guide && <p>Guide: {guide.person.fullName}</p>}
      {guide && guide.teams.length === 0 && (
        <InfoAlert>No teams have been assigned to you yet. The organisers will assign your teams.</InfoAlert>
      )}
      {guide?.teams.map((team) => (
        <MyTeam key={team.id} team={team} stays={stays} />
      ))}
    </PrintSheet>
  );
}
