import { useWatch } from 'react-hook-form';
import { TextField } from '@olympiad/shared/forms';
import { formatInstant, viewerTimeZone } from '@olympiad/shared/text';
import section from '../../../components/section.module.css';
import { wallClockToInstant } from '../../../components/venue-time';
import type { ContestDraft } from './settings-schema';
import styles from './settings-form.module.css';

const WALL_CLOCK = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** The venue's time zone as the form has it: the dates are typed in it. */
const useVenueZone = () => useWatch<ContestDraft, 'venueTimeZone'>({ name: 'venueTimeZone' }) ?? '';

/**
 * Whether the typed deadline falls after the typed end of the contest: both are the venue's
 * wall-clock times, which compare as text. Almost surely a mistake, but a deadline may be any
 * instant (CONTRACT.md), so it is only said.
 */
function isDeadlineAfterEnd(deadline: string | undefined, end: string | undefined): boolean {
  return Boolean(deadline && end && WALL_CLOCK.test(deadline) && WALL_CLOCK.test(end) && deadline.slice(0, 16) > end.slice(0, 16));
}

/** The deadline as the venue's clocks and the administrator's own show it. */
export function DeadlineInZones() {
  const wallClock = useWatch<ContestDraft, 'endOfRegistrationDate'>({ name: 'endOfRegistrationDate' });
  const venueZone = useVenueZone();
  if (!wallClock || !WALL_CLOCK.test(wallClock)) return null;
  const instant = wallClockToInstant(wallClock.slice(0, 16), venueZone);
  const own = viewerTimeZone();
  return (
    <p aria-live="polite" className={section.muted}>
      Registration closes {formatInstant(instant, venueZone)} at the venue ({venueZone})
      {own !== venueZone && `, which is ${formatInstant(instant, own)} in your time zone (${own})`}.
    </p>
  );
}

/** A date and time as the venue's clocks show it. */
export function VenueTimeField({ name, label }: { name: 'startDate' | 'endDate'; label: string }) {
  return <TextField name={name} label={label} type="datetime-local" required hint={`At the venue (${useVenueZone()}).`} />;
}

/**
 * The registration deadline at the venue, warned beside it, in its description and announced as
 * it appears, when it falls after the contest's end.
 */
export function DeadlineField() {
  const [deadline, end] = useWatch<ContestDraft, ['endOfRegistrationDate', 'endDate']>({ name: ['endOfRegistrationDate', 'endDate'] });
  const late = isDeadlineAfterEnd(deadline, end);
  const hint = (
    <>
      At the venue ({useVenueZone()}).{' '}
      <span aria-live="polite">
        {late && (
          <span className={styles.warning}>
            <strong>Warning:</strong> this is after the contest&apos;s end, so registration would stay open once the contest is over. Check
            both dates; it can still be saved.
          </span>
        )}
      </span>
    </>
  );
  return <TextField name="endOfRegistrationDate" label="Registration deadline" type="datetime-local" required hint={hint} />;
}
