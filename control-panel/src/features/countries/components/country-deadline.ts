import { useContest, useEdition } from '@olympiad/shared';
import { instantToWallClock, wallClockToInstant } from '../../../components/venue-time';

/**
 * The contest's deadline and the venue's time zone, in which a country's own deadline is typed
 * and shown as Contest settings types and shows the contest's.
 */
export function useContestDeadline() {
  const contest = useContest().data;
  const inEffect = useEdition();
  const { venueTimeZone, endOfRegistrationDate } = contest ?? inEffect;
  return { venueTimeZone, endOfRegistrationDate };
}

/** A stored deadline as the form's field shows it: the venue's wall clock, or empty. */
export const deadlineDraft = (deadline: string | null | undefined, venueTimeZone: string) =>
  deadline ? instantToWallClock(deadline, venueTimeZone) : '';

/** The field's value as the call takes it: an instant with the venue's offset, or null to clear it. */
export const deadlineInput = (wallClock: string, venueTimeZone: string) =>
  wallClock ? wallClockToInstant(wallClock, venueTimeZone) : null;
