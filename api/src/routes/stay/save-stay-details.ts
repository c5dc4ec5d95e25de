import { STAY_MESSAGES, type StayDetailsInput, type StayPerson } from '@olympiad/shared/schemas';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { stayDetails } from '../../db/schema.js';
import { lockPeople } from '../../letters/issue-letters.js';
import { ofPerson } from '../../letters/letter-people.js';
import { fieldError, notFound } from '../../lib/problem.js';
import { assertVersion, type ExpectedVersions } from '../../lib/record-version.js';
import { readStayPeople, stayPersonOf, type StayPersonRecord } from './stay-people.js';

const NOT_DELEGATION = 'There is no delegation person with this id: stay details are for leaders, deputies, contestants and guests.';

/** A delegation person of the contest, or 404 (a guide or a committee member is the organisers'). */
export async function stayPerson(db: Db | Tx, contestId: string, personId: string): Promise<StayPersonRecord> {
  const [person] = await readStayPeople(db, contestId, ofPerson(personId));
  if (!person) throw notFound(NOT_DELEGATION);
  return person;
}

/**
 * Saves a person's room request and emergency contact (If-Match: the stay details' version, 0
 * before the first save). A room is shared only with another person of the same delegation: a
 * guide, a committee member or another country's person is refused on the field. The person's row
 * is held meanwhile, so the version check and the write see the same details.
 */
export async function saveStayDetails(
  db: Db,
  contestId: string,
  personId: string,
  input: StayDetailsInput,
  expected: ExpectedVersions,
): Promise<StayPerson> {
  return db.transaction(async (tx) => {
    await lockPeople(tx, ofPerson(personId));
    const person = await stayPerson(tx, contestId, personId);
    assertVersion(expected, person.version);
    if (input.shareWithPersonId !== null) {
      const [mate] = await readStayPeople(tx, contestId, ofPerson(input.shareWithPersonId));
      if (!mate || mate.countryId !== person.countryId || mate.personId === personId) {
        throw fieldError('shareWithPersonId', STAY_MESSAGES.shareWithDelegation);
      }
    }
    await tx
      .insert(stayDetails)
      .values({ personId, ...input })
      .onConflictDoUpdate({
        target: stayDetails.personId,
        set: { ...input, updatedAt: sql`now()`, version: sql`${stayDetails.version} + 1` },
      });
    return stayPersonOf(await stayPerson(tx, contestId, personId));
  });
}
