import { useSyncExternalStore } from 'react';
import { serverDrawnSession, takingOverDrawnPage } from '../auth/drawn-session.js';
import { SELECTION_COOKIE_PREFIX } from '../routes/page-cookies.js';

export interface SessionSelection {
  key: string;
  get(): string | null;
  select(id: string): void;
  clear(): void;
  subscribe(listener: () => void): () => void;
}

/** Every selection made so far, so that a logout can forget them all. */
const selections = new Set<SessionSelection>();

/**
 * A session cookie beside the storage, so that the server can draw the screen that reads the
 * selection (docs/decisions.md); the storage stays what the browser goes by, per tab.
 */
function keepCookie(key: string, id: string | null) {
  const secure = location.protocol === 'https:' ? '; secure' : '';
  const expiry = id === null ? '; max-age=0' : '';
  document.cookie = `${SELECTION_COOKIE_PREFIX}${key}=${encodeURIComponent(id ?? '')}; path=/; samesite=strict${expiry}${secure}`;
}

/**
 * An id chosen on one screen and read by another, possibly in another remote. Kept in session
 * storage so that a reload of the reading screen still knows it; on the server, the one the page
 * is drawn with.
 */
export function sessionSelection(key: string): SessionSelection {
  const listeners = new Set<() => void>();
  const tell = () => listeners.forEach((listener) => listener());
  const selection: SessionSelection = {
    key,
    get: () => (typeof sessionStorage === 'undefined' ? (serverDrawnSession()?.selections[key] ?? null) : sessionStorage.getItem(key)),
    select(id) {
      sessionStorage.setItem(key, id);
      keepCookie(key, id);
      tell();
    },
    clear() {
      sessionStorage.removeItem(key);
      keepCookie(key, null);
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

/** Every selection this tab holds, by key: what a page drawn by the server must have been drawn with. */
export function heldSelections(): Record<string, string> {
  const held: Record<string, string> = {};
  for (const selection of selections) {
    const id = selection.get();
    if (id !== null) held[selection.key] = id;
  }
  return held;
}

/** Forgets every selection (at logout): the next user of this browser starts with none. */
export function clearSessionSelections(): void {
  selections.forEach((selection) => selection.clear());
}

/** The selection the markup being drawn, or taken over, was drawn with. */
const drawnWith = (selection: SessionSelection) => () =>
  serverDrawnSession()?.selections[selection.key] ?? (takingOverDrawnPage() ? selection.get() : null);

export function useSessionSelection(selection: SessionSelection): string | null {
  return useSyncExternalStore(selection.subscribe, selection.get, drawnWith(selection));
}
