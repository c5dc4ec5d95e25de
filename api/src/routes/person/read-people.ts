import type { Person, PersonRole } from '@olympiad/shared/schemas';
import { and, arrayContains, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { countries, people } from '../../db/schema.js';
import { pictureReference } from '../../lib/picture-url.js';
import { notFound } from '../../lib/problem.js';
import { travelAnswer } from '../../lib/travel-answer.js';

/** People as the registration and control-panel screens show them (Person in docs/api-rules.md, Payloads), by name. */
export async function readPeople(db: Db, where?: SQL): Promise<Person[]> {
  const rows = await db
    .select({ person: people, countryName: countries.name })
    .from(people)
    .leftJoin(countries, eq(countries.id, people.countryId))
    .where(where)
    .orderBy(asc(sql`lower(${people.fullName})`), asc(people.id));
  return rows.map(({ person, countryName }) => toPerson(person, countryName));
}

/** A person row and its country's name in the shape of docs/api-rules.md, Payloads, times as venue wall clock. */
export function toPerson(person: typeof people.$inferSelect, countryName: string | null): Person {
  return {
    id: person.id,
    fullName: person.fullName,
    roles: person.roles as PersonRole[],
    countryId: person.countryId,
    country: countryName === null ? null : { name: countryName },
    tShirtSize: person.tShirtSize,
    picturePath: pictureReference(person.pictureId),
    ...travelAnswer(person),
    contestId: person.contestId,
    version: person.version,
  };
}

export async function readPerson(db: Db, id: string): Promise<Person> {
  const [person] = await readPeople(db, eq(people.id, id));
  if (!person) throw notFound('There is no person with this id.');
  return person;
}

/** readPeopleOfCountry (the contest optional): e.g. a country's guests. */
export const readPeopleOfCountry = (db: Db, role: PersonRole, countryId: string, contestId?: string) =>
  readPeople(
    db,
    and(arrayContains(people.roles, [role]), eq(people.countryId, countryId), contestId ? eq(people.contestId, contestId) : undefined),
  );
