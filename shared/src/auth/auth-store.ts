import type { LoginResponse } from '../schemas/index.js';
import {
  LOGGED_OUT,
  readStoredSession,
  serializeUser,
  TOKEN_KEY,
  USER_KEY,
  type AuthState,
} from './stored-session.js';

/** Announced on window whenever the user logs in or out, in any app of the product. */
export const AUTH_EVENT = 'olympiad:auth';
export type AuthEventDetail = 'logged-in' | 'logged-out';

let state: AuthState = typeof localStorage === 'undefined' ? LOGGED_OUT : readStoredSession();

function announce(detail: AuthEventDetail) {
  state = readStoredSession();
  window.dispatchEvent(new CustomEvent<AuthEventDetail>(AUTH_EVENT, { detail }));
}

/**
 * The one login state of the product. `@olympiad/shared` is a federation singleton, so the shell
 * and every remote hold this same instance.
 */
export const auth = {
  getState: (): AuthState => state,

  login(response: LoginResponse) {
    localStorage.setItem(TOKEN_KEY, response.token);
    localStorage.setItem(
      USER_KEY,
      serializeUser({
        id: response.id,
        name: response.name,
        username: response.username,
        countryId: response.countryId ?? null,
      }),
    );
    announce('logged-in');
  },

  logout() {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(USER_KEY);
    announce('logged-out');
  },

  /** Calls `listener` after every login or logout, also when another tab logs out. */
  subscribe(listener: (detail: AuthEventDetail) => void): () => void {
    const onAuth = (event: Event) => listener((event as CustomEvent<AuthEventDetail>).detail);
    const onStorage = (event: StorageEvent) => {
      if (event.key !== TOKEN_KEY && event.key !== USER_KEY && event.key !== null) return;
      const wasLoggedIn = state.isLoggedIn;
      state = readStoredSession();
      if (wasLoggedIn !== state.isLoggedIn) listener(state.isLoggedIn ? 'logged-in' : 'logged-out');
    };
    window.addEventListener(AUTH_EVENT, onAuth);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener(AUTH_EVENT, onAuth);
      window.removeEventListener('storage', onStorage);
    };
  },
};
