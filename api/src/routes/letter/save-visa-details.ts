import { visaDetailsFor, type LetterPerson, type VisaDetailsInput } from '@olympiad/shared/schemas';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { visaDetails } from '../../db/schema.js';
import { badRequest, notFound, VALIDATION_DETAIL } from '../../lib/problem.js';
import { assertVersion, type ExpectedVersions } from '../../lib/record-version.js';
import { issuesToFieldErrors } from '../../lib/zod-provider.js';
import { lockPeople } from '../../letters/issue-letters.js';
import { ofPerson, readLetterPeople, type LetterPersonRecord } from '../../letters/letter-people.js';
import { letterPersonOf } from './letter-person.js';

export const NOT_DELEGATION = 'There is no delegation person with this id: letters are for leaders, deputies, contestants and guests.';

/** A delegation person of the contest, or 404. */
async function delegationPerson(db: Db | Tx, contestId: string, personId: string): Promise<LetterPersonRecord> {
  const [person] = await readLetterPeople(db, contestId, ofPerson(personId));
  if (!person) throw notFound(NOT_DELEGATION);
  return person;
}

/**
 * Saves a person's visa details, checked against their stay (the passport valid through the
 * departure day) and their role (a contestant's date of birth is their registration's: ignored
 * here). The person's row is held meanwhile, so the version check and the write see the same
 * details. A change that a letter printed outdates it before the transaction commits
 * (letters/outdated-letters.ts).
 */
export async function saveVisaDetails(
  db: Db,
  contestId: string,
  personId: string,
  input: VisaDetailsInput,
  expected: ExpectedVersions,
  byAdministrator: boolean,
): Promise<LetterPerson> {
  await db.transaction(async (tx) => {
    await lockPeople(tx, ofPerson(personId));
    const person = await delegationPerson(tx, contestId, personId);
    assertVersion(expected, person.version);
    const parsed = visaDetailsFor({ departureDay: person.stay.to, hasOwnDateOfBirth: person.hasOwnDateOfBirth }).safeParse(input);
    if (!parsed.success) throw badRequest(VALIDATION_DETAIL, issuesToFieldErrors(parsed.error.issues));
    const { version: _version, ...details } = parsed.data;
    const values = { ...details, dateOfBirth: person.hasOwnDateOfBirth ? details.dateOfBirth : null };
    await tx
      .insert(visaDetails)
      .values({ personId, ...values })
      .onConflictDoUpdate({
        target: visaDetails.personId,
        set: { ...values, updatedAt: sql`now()`, version: sql`${visaDetails.version} + 1` },
      });
  });
  // Read once committed: a letter the change outdated is outdated only as the transaction ends.
  return letterPersonOf(await delegationPerson(db, contestId, personId), byAdministrator);
}
