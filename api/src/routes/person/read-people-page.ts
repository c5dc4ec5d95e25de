import type { PeoplePage, PeoplePageQuery } from '@olympiad/shared/schemas';
import { and, asc, count, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { countries, people } from '../../db/schema.js';
import { toPerson } from './read-people.js';

/** Lower case without accents, as the lists' search folds text (shared/src/paging): "São" finds "sao". */
const folded = (value: SQL) => sql`lower(regexp_replace(normalize(${value}, NFD), '[\\u0300-\\u036f]', '', 'g'))`;

/**
 * A text's key for the spec's numeric-aware, case-insensitive order: folded, each run of digits
 * padded so that "Gate 9" comes before "Gate 10", compared byte by byte ("C") so that every
 * server sorts alike. Empty or missing is null, which sorts last.
 */
const orderKey = (value: SQL) =>
  sql`(SELECT string_agg(CASE WHEN part[1] ~ '^[0-9]' THEN lpad(part[1], 20, '0') ELSE part[1] END, '' ORDER BY n)
    FROM regexp_matches(${folded(value)}, '[0-9]+|[^0-9]+', 'g') WITH ORDINALITY AS parts(part, n)) COLLATE "C"`;

/** Every word a person is found by: name, country, roles and both locations. */
const searchText = sql`concat_ws(' ', ${people.fullName}, ${countries.name}, array_to_string(${people.roles}, ' '), ${people.arrivalLocation}, ${people.departureLocation})`;

/** The people the query's filters keep: arriving on its day, holding every word of its search. */
function filters({ arrivalDay, search }: PeoplePageQuery): SQL | undefined {
  const words = (search ?? '').split(/\s+/).filter(Boolean);
  return and(
    // A wall-clock time at the venue: the day as written, no zone applied.
    arrivalDay ? sql`${people.timeOfArrival} >= ${arrivalDay}::date AND ${people.timeOfArrival} < ${arrivalDay}::date + 1` : undefined,
    ...words.map((word) => sql`strpos(${folded(searchText)}, ${folded(sql`${word}`)}) > 0`),
  );
}

/**
 * readPeoplePage: one page of people in the arrivals desk's order (the spec's: arrival location,
 * arrival time, country; then by name as readPeople lists them), the count of every match, and
 * the arrival days anyone has, which the day filter offers whatever it is set to.
 */
export async function readPeoplePage(db: Db, query: PeoplePageQuery): Promise<PeoplePage> {
  const where = filters(query);
  const day = sql<string>`to_char(${people.timeOfArrival}, 'YYYY-MM-DD')`;
  const [rows, [counted], days] = await Promise.all([
    db
      .select({ person: people, countryName: countries.name })
      .from(people)
      .leftJoin(countries, eq(countries.id, people.countryId))
      .where(where)
      .orderBy(
        sql`${orderKey(sql`${people.arrivalLocation}`)} NULLS LAST`,
        sql`${people.timeOfArrival} NULLS LAST`,
        sql`${orderKey(sql`${countries.name}`)} NULLS LAST`,
        asc(sql`lower(${people.fullName})`),
        asc(people.id),
      )
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(people).leftJoin(countries, eq(countries.id, people.countryId)).where(where),
    db.selectDistinct({ day }).from(people).where(isNotNull(people.timeOfArrival)).orderBy(day),
  ]);
  return {
    people: rows.map(({ person, countryName }) => toPerson(person, countryName)),
    page: query.page,
    pageSize: query.pageSize,
    total: counted?.total ?? 0,
    arrivalDays: days.map((row) => row.day),
  };
}
