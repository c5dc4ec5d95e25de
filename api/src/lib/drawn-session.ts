import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppRoute } from '@olympiad/shared/routes';
import { users } from '../db/schema.js';
import type { DrawnSession } from './page-drawer.js';
import { closePageSession, pageSessionOf } from './page-session.js';

/**
 * The session a screen behind the login may be drawn for: the navigation's session cookie names a
 * live token (checked as the api checks a bearer token: revoked, expired, a changed role all
 * refuse it), the browser still shows that user, and the user's role may open the route. A
 * refused token's cookies are cleared. `null` draws nothing: the page is answered as to anyone.
 */
export async function drawnSessionOf(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  route: AppRoute,
): Promise<DrawnSession | null> {
  const cookie = pageSessionOf(request);
  if (!cookie) return null;
  const user = await app.authenticate(`Bearer ${cookie.token}`).catch(() => null);
  if (!user) {
    closePageSession(request, reply);
    return null;
  }
  if (user.id !== cookie.userId || (route.roles && !route.roles.includes(user.role))) return null;
  const [names] = await app.db.select({ name: users.name, username: users.username }).from(users).where(eq(users.id, user.id));
  if (!names) return null;
  return {
    state: {
      isLoggedIn: true,
      token: cookie.token,
      user: { id: user.id, name: names.name, username: names.username, countryId: user.countryId },
      role: user.role,
      email: user.email,
    },
    selections: cookie.selections,
  };
}
