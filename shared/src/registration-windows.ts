import { EDIT_WINDOW_DAYS } from './constants.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The registration windows (docs/api-rules.md, Registration windows), as the server's policy
 * names them. `registration`: creating the team and adding, replacing or removing its people,
 * until the deadline. `edit`: changing what exists, until a day after it. `guests`: adding,
 * changing and deleting guests, over the same span as `edit`.
 */
export type RegistrationWindow = 'registration' | 'edit' | 'guests';

/**
 * Where a country's registration stands, as the screens show it: `open` before its deadline
 * (effectiveDeadline), `edit` for one day after it (existing people may still be edited, guests
 * managed), `closed` after that.
 */
export type RegistrationPhase = 'open' | 'edit' | 'closed';

/**
 * A registration deadline: the contest's endOfRegistrationDate or a country's own, as a row (a
 * Date) or its JSON (a string) carries it.
 */
export type Deadline = Date | string;

/**
 * The deadline a country's registration follows: its own when an Administrator gave it one (later
 * or earlier than the contest's), else the contest's endOfRegistrationDate. Every window of the
 * country, the edit window included, counts from it.
 */
export function effectiveDeadline<T extends Deadline>(contestDeadline: T, countryDeadline: T | null | undefined): T {
  return countryDeadline ?? contestDeadline;
}

/** When the edit window (and the guests' window) closes: a day after the registration deadline. */
export function editWindowEnd(endOfRegistration: Deadline): Date {
  return new Date(new Date(endOfRegistration).getTime() + EDIT_WINDOW_DAYS * DAY_MS);
}

export function windowCloses(window: RegistrationWindow, endOfRegistration: Deadline): Date {
  return window === 'registration' ? new Date(endOfRegistration) : editWindowEnd(endOfRegistration);
}

export function isWindowOpen(window: RegistrationWindow, endOfRegistration: Deadline, now: Date): boolean {
  return now < windowCloses(window, endOfRegistration);
}

export function registrationPhase(endOfRegistration: Deadline, now: Date): RegistrationPhase {
  if (isWindowOpen('registration', endOfRegistration, now)) return 'open';
  return isWindowOpen('edit', endOfRegistration, now) ? 'edit' : 'closed';
}

/** The next instant at which the phase changes, or null when it never will again. */
export function nextPhaseChange(endOfRegistration: Deadline, now: Date): Date | null {
  const next = [windowCloses('registration', endOfRegistration), windowCloses('edit', endOfRegistration)];
  return next.find((change) => now < change) ?? null;
}
