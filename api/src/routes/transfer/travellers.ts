import { LETTER_ROLES, type TransferDirection } from '@olympiad/shared/schemas';
import { sql, type SQL } from 'drizzle-orm';

/** The columns of one journey, on people and on teams alike. */
const JOURNEY_COLUMNS: Record<TransferDirection, Record<'time' | 'location' | 'carrier' | 'flightNumber' | 'terminal', string>> = {
  arrival: {
    time: 'time_of_arrival',
    location: 'arrival_location',
    carrier: 'arrival_carrier',
    flightNumber: 'arrival_flight_number',
    terminal: 'arrival_terminal',
  },
  departure: {
    time: 'time_of_departure',
    location: 'departure_location',
    carrier: 'departure_carrier',
    flightNumber: 'departure_flight_number',
    terminal: 'departure_terminal',
  },
};

/** A text column's value, null when empty or only spaces. */
const present = (column: string) => `nullif(btrim(${column}), '')`;

/** The person's own value, else their team's (travelWithTeam); a guest has no team. */
const journeyOf = (direction: TransferDirection, person: string, team: string | null) =>
  sql.raw(
    Object.entries(JOURNEY_COLUMNS[direction])
      .map(([name, column]) => {
        const own = name === 'time' ? `${person}.${column}` : present(`${person}.${column}`);
        const teams = team === null ? 'NULL' : name === 'time' ? `${team}.${column}` : present(`${team}.${column}`);
        return `coalesce(${own}, ${teams}) AS ${name === 'flightNumber' ? 'flight_number' : name}`;
      })
      .join(', '),
  );

/** Leaders first, then deputies, contestants and guests. */
export const ROLE_ORDER = sql.raw(`ARRAY[${LETTER_ROLES.map((role) => `'${role}'`).join(', ')}]::text[]`);

/**
 * The common table `traveller`: every delegation person of the edition of `year` (leaders,
 * deputies, contestants of its teams; its guests) with their role, team, country and one journey
 * (time, location, carrier, flight_number, terminal), each part their own else their team's.
 */
export function travellers(direction: TransferDirection, year: number): SQL {
  return sql`
    member AS (
      SELECT l.person_id, l.team_id, CASE WHEN l.is_deputy THEN 'Deputy leader' ELSE 'Leader' END AS role FROM leaders l
      UNION ALL
      SELECT c.person_id, c.team_id, 'Contestant' FROM contestants c
    ),
    traveller AS (
      SELECT p.id AS person_id, p.full_name, m.role, t.id AS team_id, t.name AS team_name, co.id AS country_id,
             co.name AS country_name, ${journeyOf(direction, 'p', 't')}
      FROM member m
        JOIN teams t ON t.id = m.team_id
        JOIN contests k ON k.id = t.contest_id
        JOIN people p ON p.id = m.person_id
        JOIN countries co ON co.id = t.country_id
      WHERE k.year = ${year}
      UNION ALL
      SELECT p.id, p.full_name, 'Guest', NULL, NULL, co.id, co.name, ${journeyOf(direction, 'p', null)}
      FROM people p JOIN contests k ON k.id = p.contest_id JOIN countries co ON co.id = p.country_id
      WHERE k.year = ${year} AND 'GUEST' = ANY (p.roles)
    )`;
}
