import { inArray, sql } from 'drizzle-orm';
import type { Tx } from '../client.js';
import { users } from '../schema.js';

/**
 * Deletes every TeamRegistrator and Guide account (the organisers' Administrator accounts stay,
 * to run the next edition), the login throttle's counters and every link that sets a password. Teams and guides keep no link to a
 * deleted account (their foreign keys set it null). Answers how many accounts went.
 */
export async function eraseAccounts(tx: Tx): Promise<number> {
  const removed = await tx
    .delete(users)
    .where(inArray(users.role, ['TeamRegistrator', 'Guide']))
    .returning({ id: users.id });
  await tx.execute(sql`DELETE FROM login_attempts`);
  await tx.execute(sql`DELETE FROM password_links`);
  return removed.length;
}
