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
 * One statement, whose digest is letterPeopleQuery's, as when the letter was made; a transaction
 * that touched no letter's country updates nothing.
 */
export async function outdateChangedLetters(tx: Tx, changesAfter: number): Promise<OutdatedLetter[]> {
  const { rows } = await tx.execute<{ id: string; person_name: string; country_name: string }>(sql`
    WITH touched AS (
      SELECT entity, country_id, entity_id FROM changes WHERE id > ${changesAfter} AND transaction_id = txid_current()
    )
    UPDATE invitation_letters il SET outdated_at = now()
    WHERE il.outdated_at IS NULL AND il.revoked_at IS NULL AND il.person_id IS NOT NULL
      AND (il.country_id IN (SELECT country_id FROM touched) OR il.person_id::text IN (SELECT entity_id FROM touched)
        OR EXISTS (SELECT 1 FROM touched WHERE entity = 'contest'))
      AND il.digest IS DISTINCT FROM (
        SELECT current.digest FROM (${letterPeopleQuery(sql`il.contest_id`, sql`p.id = il.person_id`)}) current)
    RETURNING il.id, il.person_name, il.country_name`);
  return rows.map((row) => ({ id: row.id, personName: row.person_name, countryName: row.country_name }));
}
