import { edition, type HistoryEntity } from '@olympiad/shared/schemas';
import { historyFieldLabel } from '@olympiad/shared/text';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { fieldKind } from '../routes/history/field-kinds.js';

/**
 * The records that are a country's team in the sense of the notice: the team itself, its leader,
 * deputy and contestants, and the country's people (its guests too: the registrator answers for
 * them as for the team). A team's guide and the country's own row are the organisers' matters.
 */
const TEAM_RECORDS = ['team', 'person', 'leader', 'contestant'] as const;

interface ChangeRow extends Record<string, unknown> {
  country_id: string;
  entity: (typeof TEAM_RECORDS)[number];
  operation: 'create' | 'update' | 'delete';
  label: string | null;
  place: 'Leader' | 'Deputy' | 'Contestant' | 'Guest';
  roles: string[] | null;
  fields: Record<string, unknown> | string;
}

/** The database's column names in the API's words: `phone_number` → `phoneNumber`. */
const fieldName = (column: string) => column.replace(/_([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());

/** A changed field in words: `Phone number`, `Team` (a reference), `Picture`. */
const fieldWords = (entity: HistoryEntity, column: string) => historyFieldLabel(fieldName(column), fieldKind(entity, column).kind);

const OPERATION_WORDS = { create: 'added', delete: 'removed' } as const;

/**
 * One change's lines: a team's fields as "Team name", "Team time of arrival"; a person's as
 * "Leader Ana Petrova: Phone number"; an added or removed record as "Contestant Ivo Ivanov added".
 * A leader's or contestant's person added or removed with them says nothing of its own.
 */
function linesOf(row: ChangeRow): string[] {
  const fields = typeof row.fields === 'string' ? (JSON.parse(row.fields) as Record<string, unknown>) : row.fields;
  const subject = row.entity === 'team' ? `Team ${row.label ?? ''}`.trim() : `${row.place} ${row.label ?? ''}`.trim();
  if (row.operation !== 'update') {
    const member = row.entity === 'person' && row.roles?.some((role) => role === 'LEADER' || role === 'CONTESTANT');
    return member ? [] : [`${subject} ${OPERATION_WORDS[row.operation]}`];
  }
  const words = Object.keys(fields)
    .sort()
    .map((column) => fieldWords(row.entity, column));
  return row.entity === 'team' ? words.map((word) => `Team ${word.toLowerCase()}`) : words.map((word) => `${subject}: ${word}`);
}

/**
 * What the transaction at hand changed in the teams of countries whose deadline has passed, read
 * from its own change history (the rows after `changesAfter`), in words, by country. A person's
 * place is read from the change or, for an edit, from their leader or contestant record now.
 */
export async function teamChangesAfterDeadline(tx: Tx, changesAfter: number): Promise<Map<string, string[]>> {
  const { rows } = await tx.execute<ChangeRow>(sql`
    SELECT c.country_id, c.entity, c.operation, c.label, c.fields,
           CASE
             WHEN c.entity = 'contestant' OR pc.id IS NOT NULL THEN 'Contestant'
             WHEN coalesce((c.fields #>> '{is_deputy,new}')::boolean, (c.fields #>> '{is_deputy,old}')::boolean, l.is_deputy) THEN 'Deputy'
             WHEN c.entity = 'leader' OR l.id IS NOT NULL THEN 'Leader'
             ELSE 'Guest'
           END AS place,
           CASE WHEN c.entity = 'person' THEN
             ARRAY(SELECT jsonb_array_elements_text(coalesce(c.fields #> '{roles,new}', c.fields #> '{roles,old}', '[]'::jsonb)))
           END AS roles
    FROM changes c
    JOIN countries co ON co.id = c.country_id
    JOIN contests k ON k.year = ${edition().year}
    LEFT JOIN leaders l ON (c.entity = 'leader' AND l.id::text = c.entity_id) OR (c.entity = 'person' AND l.person_id::text = c.entity_id)
    LEFT JOIN contestants pc ON c.entity = 'person' AND pc.person_id::text = c.entity_id
    WHERE c.id > ${changesAfter} AND c.transaction_id = txid_current()
      AND c.entity IN (${sql.join(
        TEAM_RECORDS.map((entity) => sql`${entity}`),
        sql`, `,
      )})
      AND coalesce(co.registration_deadline, k.end_of_registration_date) <= now()
    ORDER BY c.id`);
  const byCountry = new Map<string, string[]>();
  for (const row of rows) {
    const lines = byCountry.get(row.country_id) ?? [];
    for (const line of linesOf(row)) if (!lines.includes(line)) lines.push(line);
    byCountry.set(row.country_id, lines);
  }
  for (const [countryId, lines] of byCountry) if (lines.length === 0) byCountry.delete(countryId);
  return byCountry;
}
