import { edition, windowCloses, type RegistrationWindow } from '@olympiad/shared/schemas';
import { atVenue } from '@olympiad/shared/text';

/** The windows and their rule are shared's, so the screens offer what this policy allows. */
export { isWindowOpen, windowCloses, type RegistrationWindow } from '@olympiad/shared/schemas';

/**
 * The 409's detail: what is closed, and since when, in words a registrator understands: the
 * venue's time with its zone, as the screens word the same deadline.
 */
export function windowClosedDetail(window: RegistrationWindow, endOfRegistration: Date): string {
  const since = atVenue(windowCloses(window, endOfRegistration), edition().venueTimeZone);
  if (window === 'registration') {
    return `Registration closed on ${since}: teams, contestants and leaders can no longer be added, replaced or removed.`;
  }
  if (window === 'guests') return `The edit window closed on ${since}: guests can no longer be added, changed or deleted.`;
  return `The edit window closed on ${since}: your country's team and people can no longer be changed.`;
}
