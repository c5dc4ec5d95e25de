import type { CommitteePerson } from '@olympiad/shared/schemas';
import { and, arrayContains, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { committeeMembers, committees, countries, people } from '../../db/schema.js';
import { consentState } from '../../lib/public-consent.js';
import { toPerson } from './read-people.js';

/**
 * readCommitteePeople: the contest's committee people with every field the control panel
 * edits (T-shirt size and travel included) and the committees each sits on, by name.
 */
export async function readCommitteePeople(db: Db, contestId: string): Promise<CommitteePerson[]> {
  const rows = await db
    .select({ person: people, countryName: countries.name })
    .from(people)
    .leftJoin(countries, eq(countries.id, people.countryId))
    .where(and(arrayContains(people.roles, ['COMMITTEE']), eq(people.contestId, contestId)))
    .orderBy(asc(sql`lower(${people.fullName})`), asc(people.id));
  const seats = rows.length
    ? await db
        .select({ personId: committeeMembers.personId, committeeName: committees.name, role: committeeMembers.role })
        .from(committeeMembers)
        .innerJoin(committees, eq(committees.id, committeeMembers.committeeId))
        .where(
          and(
            eq(committees.contestId, contestId),
            inArray(
              committeeMembers.personId,
              rows.map(({ person }) => person.id),
            ),
          ),
        )
        .orderBy(asc(committees.position), asc(committeeMembers.position))
    : [];
  return rows.map(({ person, countryName }) => ({
    ...toPerson(person, countryName),
    publicConsent: consentState(person, true),
    committees: seats.filter((seat) => seat.personId === person.id).map(({ committeeName, role }) => ({ committeeName, role })),
  }));
}
