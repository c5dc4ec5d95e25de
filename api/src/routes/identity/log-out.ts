import { lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { revokedTokens } from '../../db/schema.js';
import type { Session } from '../../plugins/auth.js';

/**
 * Ends the session's token on the server: from now on every instance refuses it. The rows of
 * tokens that have expired since are dropped on the way, so the table holds only live ones.
 */
export async function logOut(db: Db, session: Session): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(revokedTokens).where(lte(revokedTokens.expiresAt, sql`now()`));
    // Two logouts of one token at the same time both succeed.
    await tx.insert(revokedTokens).values(session).onConflictDoNothing();
  });
}
