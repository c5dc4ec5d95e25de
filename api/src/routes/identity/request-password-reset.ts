import type { PasswordResetRequest } from '@olympiad/shared/schemas';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { messages, users } from '../../db/schema.js';
import { queueMessages } from '../../mail/queue-message.js';
import { passwordReset } from '../../mail/templates/password-reset.js';
import { newPasswordLink } from './password-links.js';

/**
 * "Forgot password?": the user of the address, if there is one, is sent a one-hour link; the caller
 * is told nothing either way. Every request is counted against the login's limits (in counters of
 * its own, so it locks no one out of logging in) and none is given back, so an unknown address is
 * refused just as soon as a known one. One person is sent at most RESETS_AN_HOUR of them an hour,
 * however many addresses ask: a mailbox is not flooded, and the last link sent still opens.
 */
export const RESETS_AN_HOUR = 3;

export async function requestPasswordReset(app: FastifyInstance, { email }: PasswordResetRequest, ip: string): Promise<void> {
  await app.resetThrottle.begin(email, ip);
  const [user] = await app.db
    .select({ id: users.id, email: users.email, name: users.name, countryId: users.countryId })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  if (!user) return;
  const [recent] = await app.db
    .select({ sent: count() })
    .from(messages)
    .where(and(eq(messages.userId, user.id), eq(messages.kind, 'passwordReset'), gt(messages.createdAt, sql`now() - interval '1 hour'`)));
  if ((recent?.sent ?? 0) >= RESETS_AN_HOUR) return;
  const context = await app.mail.context();
  await app.db.transaction(async (tx) => {
    const { address, expiresAt } = await newPasswordLink(tx, context, user.id, 'reset');
    await queueMessages(tx, [
      {
        kind: 'passwordReset',
        to: user.email,
        userId: user.id,
        countryId: user.countryId,
        ...passwordReset(context, user.name, address, expiresAt),
      },
    ]);
  });
}
