import type { LoginResponse } from '../schemas/index.js';
import { SIGNED_IN_COOKIE } from '../routes/page-cookies.js';
import { serverDrawnSession } from './drawn-session.js';
import { forgetPersonalData } from './personal-data.js';
import { LOGGED_OUT, readStoredSession, serializeUser, TOKEN_KEY, USER_KEY, type AuthState } from './stored-session.js';

/** Announced on window whenever the user logs in or out, in any app of the product. */
export const AUTH_EVENT = 'olympiad:auth';
export type AuthEventDetail = 'logged-in' | 'logged-out';

let state: AuthState = typeof localStorage === 'undefined' ? LOGGED_OUT : readStoredSession();

function announce(detail: AuthEventDetail) {
  state = readStoredSession();
  window.dispatchEvent(new CustomEvent<AuthEventDetail>(AUTH_EVENT, { detail }));
}

/**
 * Another tab logged in or out: this one follows, once for all its subscribers, and after a
 * logout forgets what it kept of the user too (its session's selections, its cache).
 */
function followOtherTabs() {
  window.addEventListener('storage', (event) => {
    if (event.key !== TOKEN_KEY && event.key !== USER_KEY && event.key !== null) return;
    const wasLoggedIn = state.isLoggedIn;
    state = readStoredSession();
    if (wasLoggedIn === state.isLoggedIn) return;
    if (!state.isLoggedIn) forgetPersonalData();
    announce(state.isLoggedIn ? 'logged-in' : 'logged-out');
  });
}
if (typeof window !== 'undefined') followOtherTabs();

/**
 * The one login state of the product. `@olympiad/shared` is a federation singleton, so the shell
 * and every remote hold this same instance.
 */
export const auth = {
  // On the server, the user a screen behind the login is being drawn for.
  getState: (): AuthState => serverDrawnSession()?.state ?? state,

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

  /**
   * Logs out in this browser: the token, the user and everything personal kept here go. Called
   * for a 401 as it is (the server has ended the token already); the Logout button goes through
   * `endSession`, which ends the token on the server first.
   */
  logout() {
    // The server then draws no page for the session, even if it could not be told of the logout.
    document.cookie = `${SIGNED_IN_COOKIE}=; path=/; max-age=0; samesite=strict`;
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(USER_KEY);
    forgetPersonalData();
    announce('logged-out');
  },

  /** Calls `listener` after every login or logout, also when another tab logs in or out. */
  subscribe(listener: (detail: AuthEventDetail) => void): () => void {
    const onAuth = (event: Event) => listener((event as CustomEvent<AuthEventDetail>).detail);
    window.addEventListener(AUTH_EVENT, onAuth);
    return () => window.removeEventListener(AUTH_EVENT, onAuth);
  },
};
