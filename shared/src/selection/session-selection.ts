import { useSyncExternalStore } from 'react';

export interface SessionSelection {
  get(): string | null;
  select(id: string): void;
  clear(): void;
  subscribe(listener: () => void): () => void;
}

/** Every selection made so far, so that a logout can forget them all. */
const selections = new Set<SessionSelection>();

/**
 * An id chosen on one screen and read by another, possibly in another remote. Kept in session
 * storage so that a reload of the reading screen still knows it.
 */
export function sessionSelection(key: string): SessionSelection {
  const listeners = new Set<() => void>();
  const tell = () => listeners.forEach((listener) => listener());
  const selection: SessionSelection = {
    get: () => sessionStorage.getItem(key),
    select(id) {
      sessionStorage.setItem(key, id);
      tell();
    },
    clear() {
      sessionStorage.removeItem(key);
      tell();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  selections.add(selection);
  return selection;
}

/** Forgets every selection (at logout): the next user of this browser starts with none. */
export function clearSessionSelections(): void {
  selections.forEach((selection) => selection.clear());
}

export function useSessionSelection(selection: SessionSelection): string | null {
  return useSyncExternalStore(selection.subscribe, selection.get, () => null);
}
