import { useSyncExternalStore } from 'react';
import { auth } from './auth-store.js';
import { LOGGED_OUT, type AuthState } from './stored-session.js';

/** The server draws public pages for a visitor; a logged-in browser hydrates that, then shows its login. */
const serverSnapshot = (): AuthState => LOGGED_OUT;

/** The current login state; re-renders on login and logout anywhere in the product. */
export function useAuth(): AuthState {
  return useSyncExternalStore(auth.subscribe, auth.getState, serverSnapshot);
}
