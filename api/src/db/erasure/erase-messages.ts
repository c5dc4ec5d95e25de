import { sql } from 'drizzle-orm';
import type { Tx } from '../client.js';

/**
 * Deletes every e-mail, sent or queued: each names its recipient, and many a person or a team's
 * gaps. Answers how many went.
 */
export async function eraseMessages(tx: Tx): Promise<number> {
  const { rows } = await tx.execute<{ count: number }>(
    sql`WITH gone AS (DELETE FROM messages RETURNING 1) SELECT count(*)::int AS count FROM gone`,
  );
  return rows[0]?.count ?? 0;
}
