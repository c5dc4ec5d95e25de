import { useSyncExternalStore } from 'react';
import { auth } from './auth-store.js';
import type { AuthState } from './stored-session.js';

/** The current login state; re-renders on login and logout anywhere in the product. */
export function useAuth(): AuthState {
  return useSyncExternalStore(auth.subscribe, auth.getState, auth.getState);
}
