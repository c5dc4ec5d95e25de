import { request } from '../http/client.js';
import { urlOfCall } from '../api/call-paths.js';
import { auth } from './auth-store.js';

/**
 * Logout: ends this session's token on the server, so a copy of it is refused from now on, and
 * logs out here. The local logout does not wait for the server: unreachable or refusing, the
 * browser forgets the user all the same.
 */
export function endSession(): void {
  // request() puts the token on the call before it awaits anything, so the call carries it
  // although the logout below removes it at once.
  if (auth.getState().isLoggedIn) request('POST', urlOfCall('logOut')).catch(() => undefined);
  auth.logout();
}
