import { edition, neutraliseFormula, type TransferDirection } from '@olympiad/shared/schemas';
import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ROLE_ORDER, travellers } from './travellers.js';

const COLUMNS = ['day', 'location', 'slot', 'carrier', 'flight', 'terminal', 'team', 'country', 'name', 'role', 'leaderPhone'] as const;
type CsvRow = Record<(typeof COLUMNS)[number], string | null>;

/**
 * downloadTransfers: one row a delegation person, in the manifest's order (day, location, slot,
 * country, team, role, name); whoever has no time comes last with the day and slot empty.
 * RFC 4180 with CRLF, and a leading ' on every cell a spreadsheet would run as a formula.
 */
export async function transfersCsv(db: Db, direction: TransferDirection, slotMinutes: number): Promise<string> {
  const width = sql`make_interval(mins => ${slotMinutes}::int)`;
  const result = await db.execute(sql`
    WITH ${travellers(direction, edition().year)},
    placed AS (
      SELECT t.*, date_bin(${width}, t.time, TIMESTAMP '2000-01-01') AS slot
      FROM traveller t
    )
    SELECT to_char(p.slot, 'YYYY-MM-DD') AS day, p.location,
           to_char(p.slot, 'HH24:MI') || '–' || to_char(p.slot + ${width}, 'HH24:MI') AS slot,
           p.carrier, p.flight_number AS flight, p.terminal, p.team_name AS team, p.country_name AS country, p.full_name AS name, p.role,
           (SELECT l.phone_number FROM leaders l WHERE l.team_id = p.team_id AND NOT l.is_deputy LIMIT 1) AS "leaderPhone"
    FROM placed p
    ORDER BY p.slot::date NULLS LAST, lower(p.location) NULLS LAST, p.slot, lower(p.country_name), p.team_id IS NULL, lower(p.team_name),
             array_position(${ROLE_ORDER}, p.role), lower(p.full_name), p.person_id`);
  const rows = (result as unknown as { rows: CsvRow[] }).rows;
  const records = rows.map((row) => COLUMNS.map((column) => neutraliseFormula(row[column] ?? '')));
  return stringify(records, { header: true, columns: [...COLUMNS], record_delimiter: 'windows' });
}
