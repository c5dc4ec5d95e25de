import { PERSON_ROLES, type Statistics } from '@olympiad/shared/schemas';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { contests } from '../../db/schema.js';
import { notFound } from '../../lib/problem.js';

type Row<T> = { rows: T[] };

const ROLE_ORDER = sql.raw(`ARRAY[${PERSON_ROLES.map((role) => `'${role}'`).join(', ')}]::text[]`);
const hasRole = (role: string) => sql.raw(`'${role}' = ANY(p.roles)`);

/**
 * readStatistics: every figure is counted by PostgreSQL (four aggregate
 * queries and the guests list), never by loading the people into JavaScript.
 */
export async function readStatistics(db: Db, year: number): Promise<Statistics> {
  const [contest] = await db.select({ id: contests.id }).from(contests).where(eq(contests.year, year));
  if (!contest) throw notFound(`There is no contest for ${year}.`);
  const contestId = contest.id;

  const counts = (await db.execute(sql`
    SELECT count(*)::int AS "peopleCount",
           count(*) FILTER (WHERE ${hasRole('LEADER')})::int AS "leadersCount",
           count(*) FILTER (WHERE ${hasRole('CONTESTANT')})::int AS "contestantsCount",
           count(*) FILTER (WHERE ${hasRole('GUEST')})::int AS "guestsCount",
           count(*) FILTER (WHERE ${hasRole('GUIDE')})::int AS "guidesCount"
    FROM people p WHERE p.contest_id = ${contestId}`)) as unknown as Row<
    Omit<Statistics, 'countriesCount' | 'contestantStatisticByCountry' | 'tShirtStatistics' | 'guests'>
  >;

  const byCountry = (await db.execute(sql`
    SELECT c.name AS country,
           count(*) FILTER (WHERE ct.contestant_group = 'Junior' AND ct.is_official)::int AS "officialJunior",
           count(*) FILTER (WHERE ct.contestant_group = 'Junior' AND NOT ct.is_official)::int AS "unofficialJunior",
           count(*) FILTER (WHERE ct.contestant_group = 'Senior' AND ct.is_official)::int AS "officialSenior",
           count(*) FILTER (WHERE ct.contestant_group = 'Senior' AND NOT ct.is_official)::int AS "unofficialSenior"
    FROM contestants ct
    JOIN teams t ON t.id = ct.team_id
    JOIN countries c ON c.id = t.country_id
    WHERE t.contest_id = ${contestId}
    GROUP BY c.name
    ORDER BY lower(c.name)`)) as unknown as Row<{ country: string } & Statistics['contestantStatisticByCountry'][string]>;

  // A person with several roles counts once under each of them; sizes and roles in their
  // enumeration order, so the answer's keys read as the table does.
  const tShirts = (await db.execute(sql`
    SELECT p.t_shirt_size AS size, role, count(*)::int AS count
    FROM people p
    CROSS JOIN LATERAL unnest(p.roles) AS role
    LEFT JOIN enumerations e ON e.kind = 'tShirtSize' AND e.value = p.t_shirt_size
    WHERE p.contest_id = ${contestId} AND p.t_shirt_size IS NOT NULL
    GROUP BY p.t_shirt_size, role, e.position
    ORDER BY e.position NULLS LAST, p.t_shirt_size, array_position(${ROLE_ORDER}, role)`)) as unknown as Row<{
    size: string;
    role: string;
    count: number;
  }>;

  const guests = (await db.execute(sql`
    SELECT p.full_name AS name, c.name AS country, p.t_shirt_size AS "tShirtSize"
    FROM people p LEFT JOIN countries c ON c.id = p.country_id
    WHERE p.contest_id = ${contestId} AND ${hasRole('GUEST')}
    ORDER BY lower(c.name), lower(p.full_name), p.id`)) as unknown as Row<Statistics['guests'][number]>;

  const tShirtStatistics: Statistics['tShirtStatistics'] = {};
  for (const { size, role, count } of tShirts.rows) (tShirtStatistics[size] ??= {})[role] = count;
  return {
    countriesCount: byCountry.rows.length,
    contestantStatisticByCountry: Object.fromEntries(byCountry.rows.map(({ country, ...figures }) => [country, figures])),
    tShirtStatistics,
    ...counts.rows[0]!,
    guests: guests.rows,
  };
}
