import { useSyncExternalStore } from 'react';

export interface SessionSelection {
  get(): string | null;
  select(id: string): void;
  clear(): void;
  subscribe(listener: () => void): () => void;
}

/**
 * An id chosen on one screen and read by another, possibly in another remote. Kept in session
 * storage so that a reload of the reading screen still knows it.
 */
export function sessionSelection(key: string): SessionSelection {
  const listeners = new Set<() => void>();
  const tell = () => listeners.forEach((listener) => listener());
  return {
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
}

export function useSessionSelection(selection: SessionSelection): string | null {
  return useSyncExternalStore(selection.subscribe, selection.get, () => null);
}
