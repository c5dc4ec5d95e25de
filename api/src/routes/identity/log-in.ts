import type { LoginInput, LoginResponse } from '@olympiad/shared/schemas';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema.js';
import { DUMMY_HASH, verifyPassword } from '../../lib/password.js';
import { badRequest } from '../../lib/problem.js';

export const INVALID_LOGIN = 'Invalid email or password.';

/** Checks the credentials (as slowly for an unknown e-mail as for a known one) and signs a token. */
export async function logIn(app: FastifyInstance, { email, password }: LoginInput, ip: string): Promise<LoginResponse> {
  // Counted before the lookup and the hash, so simultaneous guesses cannot all slip through.
  const attempt = app.loginThrottle.begin(email, ip);
  const [user] = await app.db.select().from(users).where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  const valid = await verifyPassword(password, user?.passwordHash ?? (await DUMMY_HASH));
  if (!user || !valid) throw badRequest(INVALID_LOGIN);
  attempt.succeeded();
  const token = await app.signToken(user);
  return { token, id: user.id, name: user.name, username: user.username, countryId: user.countryId };
}
