import { useEffect, useReducer } from 'react';
import { nextPhaseChange, registrationPhase, useAuth, useContest, type RegistrationPhase } from '@olympiad/shared';

/** Longest delay a browser timer accepts; a later change is re-checked after it. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Re-renders when the registration phase changes, so an open page never offers a closed action. */
function useRerenderAtPhaseChange(endOfRegistrationDate: string | undefined) {
  const [, tick] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (!endOfRegistrationDate) return;
    const next = nextPhaseChange(endOfRegistrationDate, new Date());
    if (!next) return;
    const timer = setTimeout(tick, Math.min(MAX_TIMER_MS, next.getTime() - Date.now() + 50));
    return () => clearTimeout(timer);
  });
}

/**
 * The registration phase now, from the contest's endOfRegistrationDate, kept current while the page
 * stays open; `phase` is null until the contest is known. For an Administrator it is always
 * 'open': the server holds only registrators to the windows, so every action is offered.
 */
export function useRegistrationPhase() {
  const contest = useContest();
  const isAdministrator = useAuth().role === 'Administrator';
  const endOfRegistrationDate = contest.data?.endOfRegistrationDate;
  useRerenderAtPhaseChange(endOfRegistrationDate);
  const phase: RegistrationPhase | null = isAdministrator
    ? 'open'
    : endOfRegistrationDate
      ? registrationPhase(endOfRegistrationDate, new Date())
      : null;
  return { phase, endOfRegistrationDate, error: contest.error as unknown };
}
