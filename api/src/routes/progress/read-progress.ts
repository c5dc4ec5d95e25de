import { edition, PROGRESS_GAPS, type CountryProgress, type Progress } from '@olympiad/shared/schemas';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/problem.js';

const GAP_ORDER = sql.raw(`ARRAY[${PROGRESS_GAPS.map((kind) => `'${kind}'`).join(', ')}]::text[]`);
const blank = (column: string) => sql.raw(`coalesce(btrim(${column}), '') = ''`);
const withoutTravel = (row: string) =>
  sql.raw(
    `(${row}.time_of_arrival IS NULL OR ${row}.arrival_location IS NULL OR ${row}.time_of_departure IS NULL OR ${row}.departure_location IS NULL)`,
  );

/**
 * What the current edition's countries (or one of them) still miss, counted by PostgreSQL in one
 * query: one row per check (a country, a team and a kind of gap, or a country's guests), summed
 * per country, its gaps (kind, count, team) aggregated as JSON in the screens' order. A country is listed with its `noTeam` check even
 * when it has nothing else, so an existing country always has a row.
 */
async function readCountries(db: Db, countryId?: string): Promise<CountryProgress[]> {
  const year = edition().year;
  const ofCountry = (column: string) => (countryId ? sql`AND ${sql.raw(column)} = ${countryId}` : sql``);
  const result = await db.execute(sql`
    WITH team AS (
      SELECT t.id, t.name, t.country_id,
             ${withoutTravel('t')} AS without_travel,
             NOT EXISTS (SELECT 1 FROM guide_teams g WHERE g.team_id = t.id) AS without_guide
      FROM teams t JOIN contests k ON k.id = t.contest_id
      WHERE k.year = ${year} ${ofCountry('t.country_id')}
    ),
    member AS (
      SELECT l.team_id, p.picture_id IS NULL AS without_photo,
             (${blank('l.email')} OR ${blank('l.phone_number')}) AS without_contact,
             NULL::boolean AS without_details
      FROM leaders l JOIN team ON team.id = l.team_id JOIN people p ON p.id = l.person_id
      UNION ALL
      SELECT c.team_id, p.picture_id IS NULL, NULL::boolean,
             (c.date_of_birth IS NULL OR ${blank('c.operating_system_name')})
      FROM contestants c JOIN team ON team.id = c.team_id JOIN people p ON p.id = c.person_id
    ),
    team_member AS (
      SELECT team_id,
             count(without_contact)::int AS leaders,
             (count(*) FILTER (WHERE without_contact))::int AS leaders_without_contact,
             count(*)::int AS people,
             (count(*) FILTER (WHERE without_photo))::int AS people_without_photo,
             count(without_details)::int AS contestants,
             (count(*) FILTER (WHERE without_details))::int AS contestants_without_details
      FROM member GROUP BY team_id
    ),
    guest AS (
      SELECT p.country_id, count(*)::int AS checked, (count(*) FILTER (WHERE ${withoutTravel('p')}))::int AS missing
      FROM people p JOIN contests k ON k.id = p.contest_id
      WHERE k.year = ${year} AND 'GUEST' = ANY(p.roles) AND p.country_id IS NOT NULL ${ofCountry('p.country_id')}
      GROUP BY p.country_id
    ),
    checks AS (
      SELECT c.id AS country_id, NULL::uuid AS team_id, NULL::text AS team_name, 'noTeam'::text AS kind, 1 AS checked,
             (NOT EXISTS (SELECT 1 FROM team WHERE team.country_id = c.id))::int AS missing
      FROM countries c WHERE true ${ofCountry('c.id')}
      UNION ALL
      SELECT team.country_id, team.id, team.name, gap.kind, gap.checked, gap.missing
      FROM team LEFT JOIN team_member m ON m.team_id = team.id
      CROSS JOIN LATERAL (VALUES
        ('leaderWithoutContact', coalesce(m.leaders, 0), coalesce(m.leaders_without_contact, 0)),
        ('personWithoutPhoto', coalesce(m.people, 0), coalesce(m.people_without_photo, 0)),
        ('contestantWithoutDetails', coalesce(m.contestants, 0), coalesce(m.contestants_without_details, 0)),
        ('teamWithoutTravel', 1, team.without_travel::int),
        ('teamWithoutGuide', 1, team.without_guide::int)
      ) AS gap(kind, checked, missing)
      UNION ALL
      SELECT country_id, NULL, NULL, 'guestWithoutArrival', checked, missing FROM guest
    )
    SELECT c.id AS "countryId", c.name AS "countryName",
           sum(ch.checked - ch.missing)::int AS done, sum(ch.checked)::int AS total,
           coalesce(
             json_agg(json_build_object('kind', ch.kind, 'count', ch.missing, 'teamId', ch.team_id, 'teamName', ch.team_name)
                      ORDER BY array_position(${GAP_ORDER}, ch.kind), lower(ch.team_name), ch.team_id)
               FILTER (WHERE ch.missing > 0),
             '[]'
           ) AS gaps
    FROM checks ch JOIN countries c ON c.id = ch.country_id
    WHERE ch.checked > 0
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

/** GET /api/Progress: every country of the current edition. */
export const readProgress = async (db: Db): Promise<Progress> => toProgress(await readCountries(db));

/** GET /api/Progress/country/{countryId}: one country, in the same shape; 404 for no such country. */
export async function readCountryProgress(db: Db, countryId: string): Promise<Progress> {
  const countries = await readCountries(db, countryId);
  if (!countries.length) throw notFound('There is no country with this id.');
  return toProgress(countries);
}
