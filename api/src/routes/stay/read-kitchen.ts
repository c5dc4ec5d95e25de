import { KITCHEN_DIETS, type Diet, type Kitchen, type LetterRole } from '@olympiad/shared/schemas';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { DELEGATION, DELEGATION_ROLE } from '../../letters/letter-people.js';

type KitchenDiet = (typeof KITCHEN_DIETS)[number];

interface Row extends Record<string, unknown> {
  days: { date: string; total: number; diets: Partial<Record<KitchenDiet, number>> }[];
  without_travel: number | string;
  people: {
    personId: string;
    fullName: string;
    role: LetterRole;
    countryName: string;
    diet: Diet | null;
    dietOther: string | null;
    allergies: string | null;
  }[];
}

/**
 * The kitchen's list in one query. Each delegation person eats every day from their arrival to
 * their departure, both included (their own travel, else their team's); the diet is their answer,
 * `unanswered` without a consent or a diet. Whoever has no arrival or departure is counted apart.
 * Then everyone with an allergy or a diet other than none, by country and name.
 */
const kitchenQuery = (contestId: string) => sql`
  WITH stay AS (
    SELECT p.id, p.full_name, ${DELEGATION_ROLE} AS role, co.name AS country_name, h.diet, h.diet_other, h.allergies,
           coalesce(p.time_of_arrival, t.time_of_arrival)::date AS arrival_day,
           coalesce(p.time_of_departure, t.time_of_departure)::date AS departure_day
    FROM people p
    JOIN countries co ON co.id = p.country_id
    LEFT JOIN leaders l ON l.person_id = p.id
    LEFT JOIN contestants c ON c.person_id = p.id
    LEFT JOIN teams t ON t.id = coalesce(l.team_id, c.team_id)
    LEFT JOIN health_details h ON h.person_id = p.id
    WHERE p.contest_id = ${contestId} AND ${DELEGATION}
  ), per_diet AS (
    SELECT d.day::date AS day, coalesce(s.diet, 'unanswered') AS diet, count(*)::int AS eating
    FROM stay s CROSS JOIN LATERAL generate_series(s.arrival_day, s.departure_day, interval '1 day') d(day)
    GROUP BY 1, 2
  ), per_day AS (
    SELECT day, sum(eating)::int AS total, jsonb_object_agg(diet, eating) AS diets FROM per_diet GROUP BY day
  )
  SELECT
    (SELECT coalesce(jsonb_agg(jsonb_build_object('date', to_char(day, 'YYYY-MM-DD'), 'total', total, 'diets', diets) ORDER BY day), '[]')
     FROM per_day) AS days,
    (SELECT count(*) FROM stay WHERE arrival_day IS NULL OR departure_day IS NULL) AS without_travel,
    (SELECT coalesce(jsonb_agg(jsonb_build_object('personId', id, 'fullName', full_name, 'role', role, 'countryName', country_name,
              'diet', diet, 'dietOther', diet_other, 'allergies', allergies) ORDER BY country_name, full_name, id), '[]')
     FROM stay WHERE allergies IS NOT NULL OR diet <> 'none') AS people`;

export async function readKitchen(db: Db, contestId: string): Promise<Kitchen> {
  const { rows } = await db.execute<Row>(kitchenQuery(contestId));
  const { days, without_travel, people } = rows[0]!;
  return {
    // Every diet is named on every day, nought where nobody eats it.
    days: days.map((day) => ({
      ...day,
      diets: Object.fromEntries(KITCHEN_DIETS.map((diet) => [diet, day.diets[diet] ?? 0])) as Record<KitchenDiet, number>,
    })),
    withoutTravel: Number(without_travel),
    people,
  };
}
