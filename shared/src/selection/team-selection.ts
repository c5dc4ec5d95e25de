import { useSyncExternalStore } from 'react';

const KEY = 'selectedTeamId';
const listeners = new Set<() => void>();

/**
 * The team chosen for editing (the teams list's EDIT, read by Edit Team in another remote). Kept
 * in session storage so that a reload of /editTeam still knows it.
 */
export const teamSelection = {
  get: (): string | null => sessionStorage.getItem(KEY),
  select(teamId: string) {
    sessionStorage.setItem(KEY, teamId);
    listeners.forEach((l) => l());
  },
  clear() {
    sessionStorage.removeItem(KEY);
    listeners.forEach((l) => l());
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useSelectedTeamId(): string | null {
  return useSyncExternalStore(teamSelection.subscribe, teamSelection.get, () => null);
}
