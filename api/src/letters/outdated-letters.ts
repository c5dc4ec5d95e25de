import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import type { OutdatedLetter } from '../mail/notices.js';
import { letterPeopleQuery } from './letter-people.js';

/**
 * Marks outdated, in the transaction at hand just before it commits, every valid letter whose
 * person's details no longer give its digest, and answers them. The candidates are the letters of
 * the countries and people the transaction's own change history names (the rows after
 * `changesAfter`): visa details, a person's or their team's travel, a contestant's date of birth,
 * a role, the country's name all write history with the country; the contest's dates may move
 * the stay of everyone without travel, so a change of the contest makes every letter a candidate.
 * The digest is letterPeopleQuery's, as when the letter was made; a transaction that changed no
 * letter's details writes nothing.
 */
export async function outdateChangedLetters(tx: Tx, changesAfter: number): Promise<OutdatedLetter[]> {
  // Found first, then updated only when there are some: an UPDATE of no row still fires the
  // table's statement trigger, which would announce a write (migration 0012) for every write of
  // every signed-in user, a logout included, and empty every instance's caches.
  const { rows: changed } = await tx.execute<{ id: string }>(sql`
    WITH touched AS (
      SELECT entity, country_id, entity_id FROM changes WHERE id > ${changesAfter} AND transaction_id = txid_current()
    )
    SELECT il.id FROM invitation_letters il
    WHERE il.outdated_at IS NULL AND il.revoked_at IS NULL AND il.person_id IS NOT NULL
      AND (il.country_id IN (SELECT country_id FROM touched) OR il.person_id::text IN (SELECT entity_id FROM touched)
        OR EXISTS (SELECT 1 FROM touched WHERE entity = 'contest'))
      AND il.digest IS DISTINCT FROM (
        SELECT current.digest FROM (${letterPeopleQuery(sql`il.contest_id`, sql`p.id = il.person_id`)}) current)`);
  if (!changed.length) return [];
  const { rows } = await tx.execute<{ id: string; person_name: string; country_name: string }>(sql`
    UPDATE invitation_letters SET outdated_at = now()
    WHERE id IN (${sql.join(
      changed.map(({ id }) => sql`${id}::uuid`),
      sql`, `,
    )}) AND outdated_at IS NULL
    RETURNING id, person_name, country_name`);
  return rows.map((row) => ({ id: row.id, personName: row.person_name, countryName: row.country_name }));
}
