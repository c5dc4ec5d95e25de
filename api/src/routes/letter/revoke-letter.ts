import type { LetterSummary } from '@olympiad/shared/schemas';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { invitationLetters, users } from '../../db/schema.js';
import { conflict, notFound } from '../../lib/problem.js';
import type { Notices } from '../../plugins/notices.js';
import { readLetter } from './read-letters.js';

/**
 * Revokes a letter: its verification page says so from now on, and the registrators of its
 * country are told (letterRevoked) in the same transaction. 409 for a letter already revoked
 * (by an organiser, or with its person removed).
 */
export function revokeLetter(db: Db, notices: Notices, id: string, userId: string): Promise<LetterSummary> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: invitationLetters.id })
      .from(invitationLetters)
      .where(eq(invitationLetters.id, id))
      .for('update');
    if (!locked) throw notFound('There is no letter with this id.');
    const letter = (await readLetter(tx, id))!;
    if (letter.status === 'revoked') throw conflict('This letter is already revoked.');
    const [organiser] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId));
    await tx
      .update(invitationLetters)
      .set({ revokedAt: sql`now()`, revokedBy: organiser?.name ?? 'an Administrator' })
      .where(eq(invitationLetters.id, id));
    if (letter.countryId) await notices.queue(tx, 'letterRevoked', [letter.countryId], { personName: letter.personName });
    return (await readLetter(tx, id))!;
  });
}
