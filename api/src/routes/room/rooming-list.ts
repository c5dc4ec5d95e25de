import { DIET_MARKS, neutraliseFormula, type Diet } from '@olympiad/shared/schemas';
import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/problem.js';
import { DELEGATION, DELEGATION_ROLE } from '../../rooms/room-allocation.js';

const COLUMNS = ['Room', 'Type', 'Occupant', 'Role', 'Country', 'Team', 'Diet'] as const;

interface Row extends Record<string, unknown> {
  number: string;
  type_name: string;
  full_name: string;
  role: string;
  country_name: string;
  team_name: string | null;
  diet: Diet | null;
}

/**
 * A hotel's rooming list as CSV (RFC 4180 with CRLF), one row an occupant in room order: room,
 * type, name, role, country, team and the diet's mark for the badge, never the diet's text or
 * any other health detail. Every cell a spreadsheet would run as a formula gets a leading '.
 */
export async function roomingList(db: Db, contestId: string, hotelId: string): Promise<{ hotelName: string; csv: string }> {
  const hotel = await db.execute<{ name: string }>(sql`SELECT name FROM hotels WHERE id = ${hotelId} AND contest_id = ${contestId}`);
  if (!hotel.rows.length) throw notFound('The hotel was not found.');
  const result = await db.execute<Row>(sql`
    SELECT r.number, rt.name AS type_name, p.full_name, d.role, co.name AS country_name, t.name AS team_name, hd.diet
    FROM room_types rt
    JOIN rooms r ON r.room_type_id = rt.id
    JOIN room_occupants o ON o.room_id = r.id
    JOIN people p ON p.id = o.person_id
    JOIN countries co ON co.id = p.country_id
    LEFT JOIN leaders l ON l.person_id = p.id
    LEFT JOIN contestants c ON c.person_id = p.id
    LEFT JOIN teams t ON t.id = coalesce(l.team_id, c.team_id)
    LEFT JOIN health_details hd ON hd.person_id = p.id
    CROSS JOIN LATERAL (SELECT ${DELEGATION_ROLE}) d
    WHERE rt.hotel_id = ${hotelId} AND ${DELEGATION}
    ORDER BY rt.position, r.position, d.rank, p.full_name, p.id`);
  const records = result.rows.map((row) =>
    [row.number, row.type_name, row.full_name, row.role, row.country_name, row.team_name ?? '', row.diet ? DIET_MARKS[row.diet] : ''].map(
      (cell) => neutraliseFormula(cell),
    ),
  );
  return { hotelName: hotel.rows[0]!.name, csv: stringify(records, { header: true, columns: [...COLUMNS], record_delimiter: 'windows' }) };
}
