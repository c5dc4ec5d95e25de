import { edition, GAP_PLACES, PROGRESS_GAPS, type CountryProgress, type Progress } from '@olympiad/shared/schemas';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/problem.js';

const textArray = (values: readonly string[]) => sql.raw(`ARRAY[${values.map((value) => `'${value}'`).join(', ')}]::text[]`);
const GAP_ORDER = textArray(PROGRESS_GAPS);
const PLACE_ORDER = textArray(GAP_PLACES);
const blank = (column: string) => `coalesce(btrim(${column}), '') = ''`;
/** The names of a row's empty fields among `fields` (name and the condition that it is empty), none when all are there. */
const missing = (fields: readonly (readonly [string, string])[]) =>
  sql.raw(`array_remove(ARRAY[${fields.map(([name, empty]) => `CASE WHEN ${empty} THEN '${name}' END`).join(', ')}]::text[], NULL)`);
/** A text column's value, null when empty or only spaces. */
const present = (column: string) => sql.raw(`nullif(btrim(${column}), '')`);
/** A team member's journey times and numbers: their own, else the team's (travelWithTeam). */
const journeyWithTeam = sql.raw(
  ['time_of_arrival', 'time_of_departure']
    .map((column) => `coalesce(p.${column}, team.${column}) AS ${column}`)
    .concat(
      ['arrival_flight_number', 'departure_flight_number'].map(
        (column) => `coalesce(nullif(btrim(p.${column}), ''), team.${column}) AS ${column}`,
      ),
    )
    .join(', '),
);
const travelOf = (row: string) =>
  missing([
    ['timeOfArrival', `${row}.time_of_arrival IS NULL`],
    ['arrivalLocation', `${row}.arrival_location IS NULL`],
    ['timeOfDeparture', `${row}.time_of_departure IS NULL`],
    ['departureLocation', `${row}.departure_location IS NULL`],
  ]);

/**
 * What the current edition's countries (or one of them) still miss, counted by PostgreSQL in one
 * query. Each person checked is a row with the required fields they lack (a leader's phone and
 * e-mail, a deputy's phone: a deputy's e-mail is optional; a contestant's date of birth and
 * operating system; a guest's four travel fields; issue 37's: each delegation person's flight or
 * train numbers where the time is known (their own journey, else the team's), their room once the
 * edition has rooms, their diet answer, a contestant's emergency contact); the checks are a
 * country's team, a team's travel and guide, and those people summed per team (a country's guests
 * together) and kind, each kind's people who lack something aggregated as JSON. Summed per country, its gaps in the screens' order. A country is
 * listed with its `noTeam` check even when it has nothing else, so an existing country always has a row.
 */
async function readCountries(db: Db, countryId?: string): Promise<CountryProgress[]> {
  const year = edition().year;
  const ofCountry = (column: string) => (countryId ? sql`AND ${sql.raw(column)} = ${countryId}` : sql``);
  const result = await db.execute(sql`
    WITH team AS (
      SELECT t.id, t.name, t.country_id, t.time_of_arrival, t.time_of_departure,
             ${present('t.arrival_flight_number')} AS arrival_flight_number, ${present('t.departure_flight_number')} AS departure_flight_number,
             cardinality(${travelOf('t')}) > 0 AS without_travel,
             NOT EXISTS (SELECT 1 FROM guide_teams g WHERE g.team_id = t.id) AS without_guide
      FROM teams t JOIN contests k ON k.id = t.contest_id
      WHERE k.year = ${year} ${ofCountry('t.country_id')}
    ),
    delegate AS (
      SELECT team.country_id, team.id AS team_id, team.name AS team_name, p.id AS person_id, p.full_name,
             CASE WHEN l.is_deputy THEN 'deputy' ELSE 'leader' END AS place, ${journeyWithTeam}
      FROM leaders l JOIN team ON team.id = l.team_id JOIN people p ON p.id = l.person_id
      UNION ALL
      SELECT team.country_id, team.id, team.name, p.id, p.full_name, 'contestant', ${journeyWithTeam}
      FROM contestants c JOIN team ON team.id = c.team_id JOIN people p ON p.id = c.person_id
      UNION ALL
      SELECT p.country_id, NULL, NULL, p.id, p.full_name, 'guest', p.time_of_arrival, p.time_of_departure,
             ${present('p.arrival_flight_number')}, ${present('p.departure_flight_number')}
      FROM people p JOIN contests k ON k.id = p.contest_id
      WHERE k.year = ${year} AND 'GUEST' = ANY(p.roles) AND p.country_id IS NOT NULL ${ofCountry('p.country_id')}
    ),
    person AS (
      SELECT team.country_id, team.id AS team_id, team.name AS team_name, 'leaderWithoutContact' AS kind,
             p.id AS person_id, p.full_name, CASE WHEN l.is_deputy THEN 'deputy' ELSE 'leader' END AS place,
             ${missing([
               ['phone', blank('l.phone_number')],
               ['email', `NOT l.is_deputy AND ${blank('l.email')}`],
             ])} AS missing
      FROM leaders l JOIN team ON team.id = l.team_id JOIN people p ON p.id = l.person_id
      UNION ALL
      SELECT team.country_id, team.id, team.name, 'contestantWithoutDetails', p.id, p.full_name, 'contestant',
             ${missing([
               ['dateOfBirth', 'c.date_of_birth IS NULL'],
               ['operatingSystem', blank('c.operating_system_name')],
             ])}
      FROM contestants c JOIN team ON team.id = c.team_id JOIN people p ON p.id = c.person_id
      UNION ALL
      SELECT p.country_id, NULL, NULL, 'guestWithoutArrival', p.id, p.full_name, 'guest', ${travelOf('p')}
      FROM people p JOIN contests k ON k.id = p.contest_id
      WHERE k.year = ${year} AND 'GUEST' = ANY(p.roles) AND p.country_id IS NOT NULL ${ofCountry('p.country_id')}
      UNION ALL
      SELECT d.country_id, d.team_id, d.team_name, 'travelWithoutNumbers', d.person_id, d.full_name, d.place,
             ${missing([
               ['arrivalFlightNumber', 'd.time_of_arrival IS NOT NULL AND d.arrival_flight_number IS NULL'],
               ['departureFlightNumber', 'd.time_of_departure IS NOT NULL AND d.departure_flight_number IS NULL'],
             ])}
      FROM delegate d
      UNION ALL
      SELECT d.country_id, d.team_id, d.team_name, 'personWithoutRoom', d.person_id, d.full_name, d.place,
             ${missing([['room', 'NOT EXISTS (SELECT 1 FROM room_occupants o WHERE o.person_id = d.person_id)']])}
      FROM delegate d
      WHERE EXISTS (
        SELECT 1 FROM rooms r JOIN room_types rt ON rt.id = r.room_type_id JOIN hotels h ON h.id = rt.hotel_id JOIN contests k ON k.id = h.contest_id
        WHERE k.year = ${year}
      )
      UNION ALL
      SELECT d.country_id, d.team_id, d.team_name, 'personWithoutDiet', d.person_id, d.full_name, d.place,
             ${missing([['diet', 'NOT EXISTS (SELECT 1 FROM health_details h WHERE h.person_id = d.person_id AND h.diet IS NOT NULL)']])}
      FROM delegate d
      UNION ALL
      SELECT d.country_id, d.team_id, d.team_name, 'contestantWithoutEmergencyContact', d.person_id, d.full_name, d.place,
             ${missing([
               [
                 'emergencyContact',
                 `NOT EXISTS (SELECT 1 FROM stay_details s WHERE s.person_id = d.person_id AND NOT ${blank('s.emergency_contact_name')})`,
               ],
             ])}
      FROM delegate d WHERE d.place = 'contestant'
    ),
    checks AS (
      SELECT c.id AS country_id, NULL::uuid AS team_id, NULL::text AS team_name, 'noTeam'::text AS kind, 1 AS checked,
             (NOT EXISTS (SELECT 1 FROM team WHERE team.country_id = c.id))::int AS missing, '[]'::json AS people
      FROM countries c WHERE true ${ofCountry('c.id')}
      UNION ALL
      SELECT team.country_id, team.id, team.name, gap.kind, 1, gap.missing::int, '[]'::json
      FROM team CROSS JOIN LATERAL (VALUES ('teamWithoutTravel', team.without_travel), ('teamWithoutGuide', team.without_guide)) AS gap(kind, missing)
      UNION ALL
      SELECT country_id, team_id, team_name, kind, count(*)::int, (count(*) FILTER (WHERE cardinality(missing) > 0))::int,
             coalesce(
               json_agg(json_build_object('personId', person_id, 'fullName', full_name, 'place', place, 'missing', missing)
                        ORDER BY array_position(${PLACE_ORDER}, place), lower(full_name), person_id)
                 FILTER (WHERE cardinality(missing) > 0),
               '[]'
             )
      FROM person GROUP BY country_id, team_id, team_name, kind
    )
    SELECT c.id AS "countryId", c.name AS "countryName",
           sum(ch.checked - ch.missing)::int AS done, sum(ch.checked)::int AS total,
           coalesce(
             json_agg(json_build_object('kind', ch.kind, 'count', ch.missing, 'teamId', ch.team_id, 'teamName', ch.team_name, 'people', ch.people)
                      ORDER BY array_position(${GAP_ORDER}, ch.kind), lower(ch.team_name), ch.team_id)
               FILTER (WHERE ch.missing > 0),
             '[]'
           ) AS gaps
    FROM checks ch JOIN countries c ON c.id = ch.country_id
    GROUP BY c.id, c.name
    ORDER BY lower(c.name), c.id`);
  return (result as unknown as { rows: CountryProgress[] }).rows;
}

/** The countries with the sum of their checks. */
function toProgress(countries: CountryProgress[]): Progress {
  return {
    done: countries.reduce((sum, country) => sum + country.done, 0),
    total: countries.reduce((sum, country) => sum + country.total, 0),
    countries,
  };
}

/** readProgress: every country of the current edition. */
export const readProgress = async (db: Db): Promise<Progress> => toProgress(await readCountries(db));

/** readCountryProgress: one country, in the same shape; 404 for no such country. */
export async function readCountryProgress(db: Db, countryId: string): Promise<Progress> {
  const countries = await readCountries(db, countryId);
  if (!countries.length) throw notFound('There is no country with this id.');
  return toProgress(countries);
}
