import { EDIT_WINDOW_DAYS } from '@olympiad/shared/schemas';

/**
 * CONTRACT.md's registration windows. `registration`: creating the team and adding, replacing or
 * removing its people, until the deadline. `edit`: changing what exists, until a day after it.
 * `guests`: adding, changing and deleting guests, over the same span as `edit`.
 */
export type RegistrationWindow = 'registration' | 'edit' | 'guests';

const DAY_MS = 24 * 60 * 60 * 1000;

export function windowCloses(window: RegistrationWindow, endOfRegistration: Date): Date {
  return window === 'registration' ? endOfRegistration : new Date(endOfRegistration.getTime() + EDIT_WINDOW_DAYS * DAY_MS);
}

export function isWindowOpen(window: RegistrationWindow, endOfRegistration: Date, now: Date): boolean {
  return now < windowCloses(window, endOfRegistration);
}

/** The 409's detail: what is closed, and since when, in words a registrator understands. */
export function windowClosedDetail(window: RegistrationWindow, endOfRegistration: Date): string {
  const since = windowCloses(window, endOfRegistration).toISOString().replace('T', ' ').slice(0, 16);
  if (window === 'registration') {
    return `Registration closed on ${since} UTC: teams, contestants and leaders can no longer be added, replaced or removed.`;
  }
  if (window === 'guests') return `The edit window closed on ${since} UTC: guests can no longer be added, changed or deleted.`;
  return `The edit window closed on ${since} UTC: your country's team and people can no longer be changed.`;
}
