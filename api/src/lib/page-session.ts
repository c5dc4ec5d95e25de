import type { FastifyReply, FastifyRequest } from 'fastify';
import { SELECTION_COOKIE_PREFIX, SESSION_COOKIE, SIGNED_IN_COOKIE } from '@olympiad/shared/routes';

/** As long as the token it carries (auth plugin's TOKEN_LIFETIME). */
const SESSION_SECONDS = 12 * 60 * 60;

const cookieOptions = (request: FastifyRequest) => ({
  path: '/',
  sameSite: 'strict' as const,
  secure: request.protocol === 'https',
  maxAge: SESSION_SECONDS,
});

/**
 * At login, beside the token the browser stores: the session's token in an HttpOnly cookie, which
 * only the drawing of pages reads (docs/decisions.md), and the user's id in a readable one, which
 * the browser removes when it forgets the user.
 */
export function openPageSession(request: FastifyRequest, reply: FastifyReply, token: string, userId: string): void {
  reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(request), httpOnly: true });
  reply.setCookie(SIGNED_IN_COOKIE, userId, { ...cookieOptions(request), httpOnly: false });
}

/** At logout, or when the session's token is refused: no page is drawn for it any more. */
export function closePageSession(request: FastifyRequest, reply: FastifyReply): void {
  const { maxAge: _kept, ...options } = cookieOptions(request);
  reply.clearCookie(SESSION_COOKIE, { ...options, httpOnly: true });
  reply.clearCookie(SIGNED_IN_COOKIE, options);
}

/** The session a navigation carries: its token, the user the browser shows, and its selections. */
export function pageSessionOf(request: FastifyRequest): { token: string; userId: string; selections: Record<string, string> } | null {
  const token = request.cookies[SESSION_COOKIE];
  const userId = request.cookies[SIGNED_IN_COOKIE];
  if (!token || !userId) return null;
  const selections: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.cookies)) {
    if (name.startsWith(SELECTION_COOKIE_PREFIX) && value) selections[name.slice(SELECTION_COOKIE_PREFIX.length)] = value;
  }
  return { token, userId, selections };
}
