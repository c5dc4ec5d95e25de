import { edition, type ErasureReport } from '@olympiad/shared/schemas';
import { eq, sql } from 'drizzle-orm';
import { actingUser, type Actor } from '../../lib/acting-user.js';
import type { Db, Tx } from '../client.js';
import { contests } from '../schema.js';
import { eraseAccounts } from './erase-accounts.js';
import { eraseHistory } from './erase-history.js';
import { eraseLetters } from './erase-letters.js';
import { eraseMessages } from './erase-messages.js';
import { erasePeople } from './erase-people.js';
import { erasePictures } from './erase-pictures.js';
import { eraseStay } from './erase-stay.js';

/** Ends a dry run's transaction, rolling it back, with what it would have erased. */
class DryRunDone extends Error {
  constructor(readonly report: ErasureReport) {
    super('dry run: rolled back');
  }
}

/**
 * The erasure's one history entry, written by hand: who, when, and the counts, each as a removed
 * value (`People removed: 12` on the history screens).
 */
async function recordErasure(tx: Tx, actor: Actor, report: ErasureReport): Promise<void> {
  const counts = Object.entries(report).filter(([name]) => name !== 'dryRun');
  const fields = Object.fromEntries(counts.map(([name, count]) => [name, { old: count, new: null }]));
  await tx.execute(sql`
    INSERT INTO changes (user_id, user_email, call, entity, label, operation, fields)
    VALUES (${actor.userId}, ${actor.email}, ${actor.call}, 'personalData', 'after the edition', 'delete', ${JSON.stringify(fields)}::jsonb)`);
}

async function erase(tx: Tx, actor: Actor, dryRun: boolean): Promise<ErasureReport> {
  const [contest] = await tx
    .select({ contestantsPublic: contests.contestantsPublic })
    .from(contests)
    .where(eq(contests.year, edition().year));
  // Before the people: the visa details and stay of those removed are counted with everyone's.
  const letters = await eraseLetters(tx);
  const stay = await eraseStay(tx);
  const people = await erasePeople(tx, contest?.contestantsPublic ?? true);
  const pictures = await erasePictures(tx);
  const accounts = await eraseAccounts(tx);
  const messages = await eraseMessages(tx);
  const historyEntries = await eraseHistory(tx);
  const report = { dryRun, ...people, pictures, ...letters, ...stay, accounts, messages, historyEntries };
  await recordErasure(tx, actor, report);
  return report;
}

/**
 * Erases the edition's personal data in one transaction, or, for a dry run, does the very same
 * and rolls it back, so that its counts are the real run's. The transaction runs without the
 * acting user: the history triggers would otherwise copy every erased value into the history,
 * row by row; the erasure records its own single entry instead.
 */
export async function erasePersonalData(db: Db, actor: Actor, dryRun: boolean): Promise<ErasureReport> {
  try {
    return await actingUser.exit(() =>
      db.transaction(async (tx) => {
        const report = await erase(tx, actor, dryRun);
        if (dryRun) throw new DryRunDone(report);
        return report;
      }),
    );
  } catch (error) {
    if (error instanceof DryRunDone) return error.report;
    throw error;
  }
}
