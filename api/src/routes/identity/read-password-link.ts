import type { PasswordLink } from '@olympiad/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { liveLink, secretHashOf } from './password-links.js';

/**
 * Whom a live link is for. Attempts are limited per secret and address like logins; the link's
 * owner opening it gets theirs back, so only guessing is stopped.
 */
export async function readPasswordLink(app: FastifyInstance, secret: string, ip: string): Promise<PasswordLink> {
  const attempt = await app.linkThrottle.begin(secretHashOf(secret), ip);
  const link = await liveLink(app.db, secret);
  await attempt
    .succeeded()
    .catch((error: unknown) => app.log.warn({ err: error }, 'could not give back the attempt of a link that opened'));
  return { email: link.email, name: link.name, purpose: link.purpose, expiresAt: link.expiresAt.toISOString() };
}
