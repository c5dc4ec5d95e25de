import type { ResetPasswordResponse } from '@olympiad/shared/schemas';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { actorNamed } from '../../lib/acting-user.js';
import { generatePassword, hashPassword } from '../../lib/password.js';
import { notFound } from '../../lib/problem.js';

/** Sets a new random password and answers it, once. */
export async function resetPassword(db: Db, id: string): Promise<ResetPasswordResponse> {
  const password = generatePassword();
  const updated = await db
    .update(users)
    .set({ passwordHash: await hashPassword(password) })
    .where(and(eq(users.id, id), actorNamed()))
    .returning({ id: users.id });
  if (!updated.length) throw notFound('There is no user with this id.');
  return { password };
}
