import { sessionSelection, useSessionSelection } from './session-selection.js';

/** The team chosen for editing (the teams list's EDIT, read by Edit Team in another remote). */
export const teamSelection = sessionSelection('selectedTeamId');

export function useSelectedTeamId(): string | null {
  return useSessionSelection(teamSelection);
}
