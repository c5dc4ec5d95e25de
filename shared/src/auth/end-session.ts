import { http } from '../http/client.js';
import { API } from '../routes/api-urls.js';
import { auth } from './auth-store.js';

/**
 * Logout: ends this session's token on the server, so a copy of it is refused from now on, and
 * logs out here. The local logout does not wait for the server: unreachable or refusing, the
 * browser forgets the user all the same.
 */
export function endSession(): void {
  // request() puts the token on the call before it awaits anything, so the call carries it
  // although the logout below removes it at once.
  // API's URL rather than callApi: every page can log out, and none should load the route table.
  if (auth.getState().isLoggedIn) http.post(API.logout).catch(() => undefined);
  auth.logout();
}
