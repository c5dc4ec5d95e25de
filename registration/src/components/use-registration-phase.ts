import { useEffect, useReducer } from 'react';
import { effectiveDeadline, nextPhaseChange, registrationPhase, useAuth, useContest, type RegistrationPhase } from '@olympiad/shared';
import { useApi } from '@olympiad/shared/api';

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
 * The end of registration a country follows: its own deadline when an Administrator gave it one,
 * else the contest's (none: the contest's). Undefined until both are known.
 */
function useCountryDeadline(countryId: string | null) {
  const contest = useContest();
  const country = useApi('readCountry', countryId ? { params: { id: countryId } } : null);
  const contestDeadline = contest.data?.endOfRegistrationDate;
  const known = contestDeadline !== undefined && (!countryId || country.data !== undefined);
  return {
    deadline: known ? effectiveDeadline(contestDeadline, country.data?.registrationDeadline) : undefined,
    error: (contest.error ?? country.error) as unknown,
  };
}

/**
 * The registration phase now, from the deadline of the registrator's country (its own, else the
 * contest's endOfRegistrationDate), kept current while the page stays open; `phase` is null until
 * that deadline is known. For an Administrator it is always 'open': the server holds only
 * registrators to the windows, so every action is offered.
 */
export function useRegistrationPhase() {
  const { role, user } = useAuth();
  const isAdministrator = role === 'Administrator';
  // An Administrator, whom no window holds, is shown the contest's deadline.
  const { deadline: endOfRegistrationDate, error } = useCountryDeadline(isAdministrator ? null : (user?.countryId ?? null));
  useRerenderAtPhaseChange(endOfRegistrationDate);
  const phase: RegistrationPhase | null = isAdministrator
    ? 'open'
    : endOfRegistrationDate
      ? registrationPhase(endOfRegistrationDate, new Date())
      : null;
  return { phase, endOfRegistrationDate, error };
}
