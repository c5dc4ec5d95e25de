import { editWindowEnd, MESSAGES } from '@olympiad/shared';
import { useApi } from '@olympiad/shared/api';
import { HOME_PANEL_HEIGHTS } from '@olympiad/shared/routes';
import { Link, useNavigate } from '@olympiad/shared/router';
import { Button, classNames, ErrorAlert, PageLoader, textLink } from '@olympiad/shared/plain-ui';
import { useCountryTeams } from '../../../components/use-country-teams';
import { homeActions } from '../../../components/registration-phase';
import { useRegistrationCountry } from '../../../components/use-registration-country';
import { useRegistrationPhase } from '../../../components/use-registration-phase';
import { venueTime } from '../../../components/venue-time';
import { Checklist } from './checklist';
import styles from './home-panel.module.css';

/**
 * The TeamRegistrator's home actions (docs/screens.md, Home action panel). On the home page, so
 * in the plain UI, as every screen.
 */
export function HomePanel() {
  const { phase, endOfRegistrationDate, error: contestError } = useRegistrationPhase();
  const { data: teams, error: teamsError } = useCountryTeams();
  // The checklist comes with the panel, so that it appears in one step; a failed read (even while
  // it is retried) only leaves it out.
  const { countryId } = useRegistrationCountry();
  const wanted = phase === 'open' || phase === 'edit';
  const progress = useApi('readCountryProgress', wanted && countryId ? { params: { countryId } } : null);
  const checklistPending = progress.isLoading && !progress.error;

  if (contestError || teamsError) {
    return <ErrorAlert>Your registration could not be loaded. Check your connection and reload the page.</ErrorAlert>;
  }
  if (!phase || !teams || !endOfRegistrationDate || checklistPending) {
    return (
      <div style={{ minHeight: HOME_PANEL_HEIGHTS.registration }}>
        <PageLoader label="Loading your registration" />
      </div>
    );
  }

  const show = homeActions(phase, teams.length > 0);
  return (
    <section aria-label="Team registration" className={styles.panel}>
      {show.registrationOver && <p className={styles.over}>{MESSAGES.registrationOver}</p>}
      {show.editNote && <p>{MESSAGES.editWindowNote}</p>}
      <div className={styles.actions}>
        {show.addTeam && <ActionLink to="/addTeam">Add Team</ActionLink>}
        {show.listTeams && <ActionLink to="/listTeams">List and Edit Teams</ActionLink>}
        {show.guests && <ActionLink to="/addGuest">Add Guest</ActionLink>}
        {show.guests && <ActionLink to="/listGuests">List and Edit Guests</ActionLink>}
        {/* Beyond the spec, so links beside the spec's buttons rather than more of them. */}
        <Link to="/history" className={classNames(textLink, styles.link)}>
          History
        </Link>
        <Link to="/invitationLetters" className={classNames(textLink, styles.link)}>
          Invitation letters
        </Link>
        <Link to="/stay" className={classNames(textLink, styles.link)}>
          Rooms, diet and health
        </Link>
      </div>
      <Deadlines endOfRegistrationDate={endOfRegistrationDate} />
      {progress.data && <Checklist progress={progress.data} phase={phase} teamCount={teams.length} />}
    </section>
  );
}

/**
 * When registration closes and when the edit window ends, as the venue's clocks show it (the
 * zone named) and the viewer's own beside it when they differ.
 */
function Deadlines({ endOfRegistrationDate }: { endOfRegistrationDate: string }) {
  const deadline = new Date(endOfRegistrationDate);
  return (
    <dl className={styles.deadlines}>
      <div>
        <dt>Registration deadline</dt>
        <dd>{venueTime(deadline)}</dd>
      </div>
      <div>
        <dt>End of the edit window</dt>
        <dd>{venueTime(editWindowEnd(deadline))}</dd>
      </div>
    </dl>
  );
}

/** The spec's action buttons (as the administrator's Control Panel button), each opening its screen. */
function ActionLink({ to, children }: { to: string; children: string }) {
  const navigate = useNavigate();
  return <Button onClick={() => navigate(to)}>{children}</Button>;
}
