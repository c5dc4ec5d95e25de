import { edition, type TransferDirection, type Transfers } from '@olympiad/shared/schemas';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ROLE_ORDER, travellers } from './travellers.js';

export interface TransfersRequest {
  direction: TransferDirection;
  slotMinutes: number;
  /** The caller: their guided teams are marked. */
  userId: string;
}

/** A slot's start or end as the answer writes it, venue wall clock to the minute. */
const minute = (value: SQL) => sql`to_char(${value}, 'YYYY-MM-DD"T"HH24:MI')`;

/**
 * readTransfers, computed by PostgreSQL in one query: the delegation people with a time and a
 * location go into slots of `slotMinutes` aligned to midnight (the slot lengths divide a day);
 * per slot its count, its flights (carrier, number and terminal, most travellers first) and its
 * groups (a team, or a country's guests), each with its people, its leader's phone and whether the
 * caller guides it. Slots are gathered per location and per day. Whoever lacks the time, the
 * location or the flight or train number is listed in `incomplete` (and, with a time and a
 * location, in their slot too: the bus still has to wait for them).
 */
export async function readTransfers(db: Db, { direction, slotMinutes, userId }: TransfersRequest): Promise<Transfers> {
  const width = sql`make_interval(mins => ${slotMinutes}::int)`;
  const result = await db.execute(sql`
    WITH ${travellers(direction, edition().year)},
    placed AS (
      SELECT t.*, date_bin(${width}, t.time, TIMESTAMP '2000-01-01') AS slot
      FROM traveller t WHERE t.time IS NOT NULL AND t.location IS NOT NULL
    ),
    grp AS (
      SELECT slot, location, team_id, team_name, country_id, country_name, count(*)::int AS n,
             json_agg(json_build_object('personId', person_id, 'fullName', full_name, 'role', role)
                      ORDER BY array_position(${ROLE_ORDER}, role), lower(full_name), person_id) AS people
      FROM placed GROUP BY slot, location, team_id, team_name, country_id, country_name
    ),
    flight AS (
      SELECT slot, location, carrier, flight_number, terminal, count(*)::int AS n
      FROM placed GROUP BY slot, location, carrier, flight_number, terminal
    ),
    timeslot AS (
      SELECT s.slot, s.location, s.n,
             json_build_object(
               'start', ${minute(sql`s.slot`)},
               'end', ${minute(sql`s.slot + ${width}`)},
               'count', s.n,
               'flights', (SELECT json_agg(json_build_object('carrier', f.carrier, 'flightNumber', f.flight_number, 'terminal', f.terminal, 'count', f.n)
                                           ORDER BY f.n DESC, f.carrier NULLS LAST, f.flight_number NULLS LAST, f.terminal NULLS LAST)
                           FROM flight f WHERE f.slot = s.slot AND f.location = s.location),
               'groups', (SELECT json_agg(json_build_object(
                                   'teamId', g.team_id, 'teamName', g.team_name, 'countryName', g.country_name,
                                   'leaderPhone', (SELECT l.phone_number FROM leaders l WHERE l.team_id = g.team_id AND NOT l.is_deputy LIMIT 1),
                                   'guidedByMe', EXISTS (SELECT 1 FROM guide_teams gt JOIN guides gd ON gd.id = gt.guide_id
                                                         WHERE gt.team_id = g.team_id AND gd.user_id = ${userId}),
                                   'people', g.people)
                                 ORDER BY lower(g.country_name), g.team_id IS NULL, lower(g.team_name), g.team_id)
                          FROM grp g WHERE g.slot = s.slot AND g.location = s.location)
             ) AS body
      FROM (SELECT slot, location, count(*)::int AS n FROM placed GROUP BY slot, location) s
    ),
    place AS (
      SELECT slot::date AS day, location, sum(n)::int AS n, json_agg(body ORDER BY slot) AS slots
      FROM timeslot GROUP BY slot::date, location
    ),
    per_day AS (
      SELECT day, json_agg(json_build_object('location', location, 'count', n, 'slots', slots) ORDER BY lower(location), location) AS locations
      FROM place GROUP BY day
    ),
    lacking AS (
      SELECT t.*, array_remove(ARRAY[
               CASE WHEN t.time IS NULL THEN 'time' END,
               CASE WHEN t.location IS NULL THEN 'location' END,
               CASE WHEN t.flight_number IS NULL THEN 'flightNumber' END
             ]::text[], NULL) AS missing
      FROM traveller t
    )
    SELECT
      coalesce((SELECT json_agg(json_build_object('date', to_char(day, 'YYYY-MM-DD'), 'locations', locations) ORDER BY day) FROM per_day), '[]') AS days,
      coalesce((SELECT json_agg(json_build_object('personId', person_id, 'fullName', full_name, 'role', role, 'countryName', country_name,
                                                  'teamName', team_name, 'missing', missing)
                                ORDER BY lower(country_name), team_id IS NULL, lower(team_name), array_position(${ROLE_ORDER}, role), lower(full_name), person_id)
                FROM lacking WHERE cardinality(missing) > 0), '[]') AS incomplete`);
  const [row] = (result as unknown as { rows: Pick<Transfers, 'days' | 'incomplete'>[] }).rows;
  return { direction, slotMinutes, ...row! };
}
