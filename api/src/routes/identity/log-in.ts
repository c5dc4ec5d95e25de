import type { LoginInput, LoginResponse } from '@olympiad/shared/schemas';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { dummyHash, hashPassword, needsRehash, verifyPassword } from '../../lib/password.js';
import { badRequest } from '../../lib/problem.js';

const INVALID_LOGIN = 'Invalid email or password.';

/**
 * Stores the password again at today's cost. keep_tokens tells the token-version trigger that
 * this is the same password, so the user's other sessions go on; a reset in between wins.
 */
async function rehash(db: Db, id: string, password: string, oldHash: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT set_config('olympiad.keep_tokens', 'on', true)`);
    await tx
      .update(users)
      .set({ passwordHash })
      .where(and(eq(users.id, id), eq(users.passwordHash, oldHash)));
  });
}

/** Checks the credentials (as slowly for an unknown e-mail as for a known one) and signs a token. */
export async function logIn(app: FastifyInstance, { email, password }: LoginInput, ip: string): Promise<LoginResponse> {
  // Counted before the lookup and the hash, so simultaneous guesses cannot all slip through.
  const attempt = await app.loginThrottle.begin(email, ip);
  const [user] = await app.db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  const valid = await verifyPassword(password, user?.passwordHash ?? (await dummyHash()));
  if (!user || !valid) throw badRequest(INVALID_LOGIN);
  // The password is right: bookkeeping that fails now (the database busy or away for a moment)
  // costs at most a counted attempt or a later rehash, never the login.
  await attempt
    .succeeded()
    .catch((error: unknown) => app.log.warn({ err: error }, 'could not give back the attempt of a successful login'));
  if (needsRehash(user.passwordHash)) {
    await rehash(app.db, user.id, password, user.passwordHash).catch((error: unknown) =>
      app.log.warn({ err: error }, 'could not store a password again at today’s cost'),
    );
  }
  const token = await app.signToken(user);
  return { token, id: user.id, name: user.name, username: user.username, countryId: user.countryId };
}
