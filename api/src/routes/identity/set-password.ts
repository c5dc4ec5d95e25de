import { CONTRACT } from '@olympiad/shared/contract';
import type { LoginResponse } from '@olympiad/shared/schemas';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { passwordLinks, users } from '../../db/schema.js';
import { actingUser } from '../../lib/acting-user.js';
import { hashPassword } from '../../lib/password.js';
import { liveLink, secretHashOf, unusableLink } from './password-links.js';

const CALL = `${CONTRACT.setPassword.method} ${CONTRACT.setPassword.path}`;

/**
 * Sets the password of a live link's user and logs them in. The link is used up in the
 * transaction that stores the password, on its locked row, so of two requests at once one wins
 * and the other finds it used. The new hash raises the user's token version (migration 0002):
 * every earlier session of theirs ends.
 */
export async function setPassword(app: FastifyInstance, secret: string, password: string, ip: string): Promise<LoginResponse> {
  const attempt = await app.linkThrottle.begin(secretHashOf(secret), ip);
  const link = await liveLink(app.db, secret);
  // Hashed before the transaction: scrypt takes a while, and PGlite serves one transaction at a time.
  const passwordHash = await hashPassword(password);
  // The history names the person as the one who changed their password.
  const user = await actingUser.run({ userId: link.userId, email: link.email, call: CALL }, () =>
    app.db.transaction(async (tx) => {
      const used = await tx
        .update(passwordLinks)
        .set({ usedAt: sql`now()` })
        .where(and(eq(passwordLinks.id, link.id), isNull(passwordLinks.usedAt), gt(passwordLinks.expiresAt, sql`now()`)))
        .returning({ id: passwordLinks.id });
      if (!used.length) throw unusableLink();
      const [updated] = await tx.update(users).set({ passwordHash }).where(eq(users.id, link.userId)).returning();
      return updated!;
    }),
  );
  await attempt
    .succeeded()
    .catch((error: unknown) => app.log.warn({ err: error }, 'could not give back the attempt of a link that opened'));
  const token = await app.signToken(user);
  return { token, id: user.id, name: user.name, username: user.username, countryId: user.countryId };
}
