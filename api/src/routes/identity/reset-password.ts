import type { ResetPasswordResponse } from '@olympiad/shared/schemas';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { generatePassword, hashPassword } from '../../lib/password.js';
import { notFound } from '../../lib/problem.js';

/** Sets a new random password and answers it, once. */
export async function resetPassword(db: Db, id: string): Promise<ResetPasswordResponse> {
  const password = generatePassword();
  const updated = await db
    .update(users)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(users.id, id))
    .returning({ id: users.id });
  if (!updated.length) throw notFound('There is no user with this id.');
  return { password };
}
