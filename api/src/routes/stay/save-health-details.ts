import type { HealthDetailsInput, StayPerson } from '@olympiad/shared/schemas';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { healthDetails, users } from '../../db/schema.js';
import { lockPeople } from '../../letters/issue-letters.js';
import { ofPerson } from '../../letters/letter-people.js';
import { assertVersion, type ExpectedVersions } from '../../lib/record-version.js';
import type { AuthUser } from '../../plugins/auth.js';
import { stayPersonOf } from './stay-people.js';
import { stayPerson } from './save-stay-details.js';

/**
 * Saves a person's diet, allergies and medical notes with the explicit consent the input carries
 * (If-Match: the health's version, 0 before it is given). The first save records who consented and
 * when; later saves keep that record: the consent stands until it is withdrawn.
 */
export async function saveHealthDetails(
  db: Db,
  contestId: string,
  personId: string,
  { consent: _consent, ...values }: HealthDetailsInput,
  expected: ExpectedVersions,
  user: AuthUser,
): Promise<StayPerson> {
  return db.transaction(async (tx) => {
    await lockPeople(tx, ofPerson(personId));
    const person = await stayPerson(tx, contestId, personId);
    assertVersion(expected, person.health?.version ?? 0);
    // The name Users lists them by, as the letters record who generated them.
    const [named] = await tx.select({ name: users.name }).from(users).where(eq(users.id, user.id));
    await tx
      .insert(healthDetails)
      .values({ personId, consentBy: named?.name ?? user.email, consentByUserId: user.id, ...values })
      .onConflictDoUpdate({
        target: healthDetails.personId,
        set: { ...values, updatedAt: sql`now()`, version: sql`${healthDetails.version} + 1` },
      });
    return stayPersonOf(await stayPerson(tx, contestId, personId));
  });
}

/** Withdraws a person's consent: their diet, allergies and medical notes are deleted with its record. */
export async function withdrawHealthConsent(db: Db, contestId: string, personId: string): Promise<StayPerson> {
  return db.transaction(async (tx) => {
    await lockPeople(tx, ofPerson(personId));
    await stayPerson(tx, contestId, personId);
    await tx.delete(healthDetails).where(eq(healthDetails.personId, personId));
    return stayPersonOf(await stayPerson(tx, contestId, personId));
  });
}
