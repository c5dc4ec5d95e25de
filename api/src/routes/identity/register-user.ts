import type { RegisterUserInput, UserWithPassword } from '@olympiad/shared/schemas';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { countries, users } from '../../db/schema.js';
import { generatePassword, hashPassword } from '../../lib/password.js';
import { conflict, fieldError } from '../../lib/problem.js';
import { selectUsers } from './list-users.js';

/** Refuses a new user of an unknown country or of an e-mail some user has already. */
export async function checkNewUser(db: Db, input: Pick<RegisterUserInput, 'email' | 'countryId'>): Promise<void> {
  if (input.countryId) {
    const [country] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, input.countryId));
    if (!country) throw fieldError('countryId', 'Unknown country.');
  }
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, input.email.toLowerCase()));
  if (existing) throw conflict('A user with this email already exists.');
}

/** Inserts a new user (checked by checkNewUser) with a password already hashed; the username is the e-mail unless given. */
export async function insertUser(tx: Tx, input: Omit<RegisterUserInput, 'password'>, passwordHash: string): Promise<{ id: string }> {
  const [created] = await tx
    .insert(users)
    .values({
      email: input.email,
      name: input.name,
      username: input.username || input.email,
      role: input.role,
      countryId: input.countryId,
      passwordHash,
    })
    .returning({ id: users.id });
  return created!;
}

/** Creates a user; the answer carries the password (given or generated) this once only. */
export async function registerUser(db: Db, input: RegisterUserInput): Promise<UserWithPassword> {
  await checkNewUser(db, input);
  const password = input.password ?? generatePassword();
  // Hashed before the transaction: scrypt takes a while, and PGlite serves one transaction at a time.
  const passwordHash = await hashPassword(password);
  const created = await db.transaction((tx) => insertUser(tx, input, passwordHash));
  const [user] = await selectUsers(db, eq(users.id, created.id));
  return { ...user!, password };
}
