import type { AddTeamState } from '@olympiad/shared';

/** The country a history entry's state carries for Add Team (Progress's "No team"), if any. */
export function addTeamCountryOf(state: unknown): string | null {
  const countryId = (state as Partial<AddTeamState> | null)?.countryId;
  return typeof countryId === 'string' ? countryId : null;
}
