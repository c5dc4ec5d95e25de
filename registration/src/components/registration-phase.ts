import { EDIT_WINDOW_DAYS } from '@olympiad/shared';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Where a country's registration stands (CONTRACT.md): `open` before the contest's
 * endOfRegistrationDate, `edit` for one day after it (existing people may still be edited, guests
 * managed), `closed` after that.
 */
export type RegistrationPhase = 'open' | 'edit' | 'closed';

export function editWindowEnd(endOfRegistration: Date): Date {
  return new Date(endOfRegistration.getTime() + EDIT_WINDOW_DAYS * DAY_MS);
}

export function registrationPhase(endOfRegistrationDate: string, now: Date): RegistrationPhase {
  const end = new Date(endOfRegistrationDate);
  if (now < end) return 'open';
  return now < editWindowEnd(end) ? 'edit' : 'closed';
}

/** The next instant at which the phase changes, or null when it never will again. */
export function nextPhaseChange(endOfRegistrationDate: string, now: Date): Date | null {
  const end = new Date(endOfRegistrationDate);
  if (now < end) return end;
  const editEnd = editWindowEnd(end);
  return now < editEnd ? editEnd : null;
}

/** What the registrator's home panel offers in a phase (docs/screens.md, Home action panel). */
export function homeActions(phase: RegistrationPhase, hasTeam: boolean) {
  return {
    registrationOver: phase !== 'open',
    editNote: phase === 'edit',
    addTeam: phase === 'open' && !hasTeam,
    guests: phase !== 'closed',
    listTeams: hasTeam,
  };
}
