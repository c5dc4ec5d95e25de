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
  fields: Record<string, unknown> | string;
}

/** The database's column names in the API's words: `phone_number` → `phoneNumber`. */
const fieldName = (column: string) => column.replace(/_([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());

/** A changed field in words: `Phone number`, `Team` (a reference), `Picture`. */
const fieldWords = (entity: HistoryEntity, column: string) => historyFieldLabel(fieldName(column), fieldKind(entity, column).kind);

const OPERATION_WORDS = { create: 'added', delete: 'removed' } as const;

const subjectOf = (row: ChangeRow) => `${row.entity === 'team' ? 'Team' : row.place} ${row.label ?? ''}`.trim();

/**
 * One change's lines: a team's fields as "Team name", "Team time of arrival"; a person's as
 * "Leader Ana Petrova: Phone number"; an added or removed record as "Contestant Ivo Ivanov added".
 */
function linesOf(row: ChangeRow): string[] {
  if (row.operation !== 'update') return [`${subjectOf(row)} ${OPERATION_WORDS[row.operation]}`];
  const fields = typeof row.fields === 'string' ? (JSON.parse(row.fields) as Record<string, unknown>) : row.fields;
  const words = Object.keys(fields)
    .sort()
    .map((column) => fieldWords(row.entity, column));
  return row.entity === 'team' ? words.map((word) => `Team ${word.toLowerCase()}`) : words.map((word) => `${subjectOf(row)}: ${word}`);
}

/**
 * A leader or contestant added or removed is said once: by their leader's or contestant's record
 * when the history gives it the country, else by their person's (removed with them).
 */
function withoutRepeats(rows: ChangeRow[]): ChangeRow[] {
  const ofMember = (row: ChangeRow) => row.entity === 'leader' || row.entity === 'contestant';
  const said = new Set(rows.filter((row) => ofMember(row) && row.operation !== 'update').map((row) => `${row.operation} ${row.label}`));
  return rows.filter((row) => row.entity !== 'person' || row.operation === 'update' || !said.has(`${row.operation} ${row.label}`));
}

/**
 * What the transaction at hand changed in the teams of countries whose deadline has passed, read
 * from its own change history (the rows after `changesAfter`), in words, by country. A person's
 * place is read from the change or from their leader or contestant record now.
 */
export async function teamChangesAfterDeadline(tx: Tx, changesAfter: number): Promise<Map<string, string[]>> {
  const { rows } = await tx.execute<ChangeRow>(sql`
    SELECT c.country_id, c.entity, c.operation, c.label, c.fields,
           CASE
             WHEN c.entity = 'contestant' OR pc.id IS NOT NULL OR r.roles @> '["CONTESTANT"]' THEN 'Contestant'
             WHEN coalesce((c.fields #>> '{is_deputy,new}')::boolean, (c.fields #>> '{is_deputy,old}')::boolean, l.is_deputy) THEN 'Deputy'
             WHEN c.entity = 'leader' OR l.id IS NOT NULL OR r.roles @> '["LEADER"]' THEN 'Leader'
             ELSE 'Guest'
           END AS place
    FROM changes c
    -- A person's roles as the change gives them (added or removed); an edit's are read from its records now.
    CROSS JOIN LATERAL (SELECT coalesce(nullif(c.fields #> '{roles,new}', 'null'), nullif(c.fields #> '{roles,old}', 'null'), '[]') AS roles) r
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
  for (const row of withoutRepeats(rows)) {
    const lines = byCountry.get(row.country_id) ?? [];
    for (const line of linesOf(row)) if (!lines.includes(line)) lines.push(line);
    byCountry.set(row.country_id, lines);
  }
  for (const [countryId, lines] of byCountry) if (lines.length === 0) byCountry.delete(countryId);
  return byCountry;
}
