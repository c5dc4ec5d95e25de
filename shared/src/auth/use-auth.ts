import { useSyncExternalStore } from 'react';
import { auth } from './auth-store.js';
import { serverDrawnSession, takingOverDrawnPage } from './drawn-session.js';
import { LOGGED_OUT, type AuthState } from './stored-session.js';

/**
 * The server draws public pages for a visitor, which a logged-in browser hydrates and then shows
 * its login; a screen behind the login for the user it is drawn for.
 */
const serverSnapshot = (): AuthState => serverDrawnSession()?.state ?? (takingOverDrawnPage() ? auth.getState() : LOGGED_OUT);

/** The current login state; re-renders on login and logout anywhere in the product. */
export function useAuth(): AuthState {
  return useSyncExternalStore(auth.subscribe, auth.getState, serverSnapshot);
}
