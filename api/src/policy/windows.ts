import { windowCloses, type RegistrationWindow } from '@olympiad/shared/schemas';

/** The windows and their rule are shared's, so the screens offer what this policy allows. */
export { isWindowOpen, windowCloses, type RegistrationWindow } from '@olympiad/shared/schemas';

/** The 409's detail: what is closed, and since when, in words a registrator understands. */
export function windowClosedDetail(window: RegistrationWindow, endOfRegistration: Date): string {
  const since = windowCloses(window, endOfRegistration).toISOString().replace('T', ' ').slice(0, 16);
  if (window === 'registration') {
    return `Registration closed on ${since} UTC: teams, contestants and leaders can no longer be added, replaced or removed.`;
  }
  if (window === 'guests') return `The edit window closed on ${since} UTC: guests can no longer be added, changed or deleted.`;
  return `The edit window closed on ${since} UTC: your country's team and people can no longer be changed.`;
}
