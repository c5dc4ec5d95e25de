import type { Contest } from '@olympiad/shared/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AuthUser } from '../../plugins/auth.js';
import { users } from '../../db/schema.js';
import { conflict, notFound } from '../../lib/problem.js';
import { issueLetters, lockPeople, type IssuedLetter } from '../../letters/issue-letters.js';
import {
  canHaveLetter,
  missingFields,
  ofCountry,
  ofPerson,
  readLetterPeople,
  type LetterPersonRecord,
} from '../../letters/letter-people.js';
import { readStoredLetterSettings, type StoredLetterSettings } from '../../letters/stored-letter-settings.js';
import { printLetters } from './print-letters.js';
import { NOT_DELEGATION } from './save-visa-details.js';

const SWITCHED_OFF = 'Invitation letters are switched off: the organisers switch them on in Contest settings.';

/** Why a person can have no letter now, or null when they can. */
function refusal(person: LetterPersonRecord, byAdministrator: boolean): string | null {
  if (!person.needsLetter) return `${person.fullName} does not need an invitation letter: tick it in their visa details first.`;
  const missing = missingFields(person);
  if (missing.length) return `The visa details of ${person.fullName} are incomplete or no longer fit the stay (${missing.join(', ')}).`;
  if (!canHaveLetter(person, byAdministrator))
    return `The organisers revoked the letter of ${person.fullName}: only they can issue a new one.`;
  return null;
}

interface Generated {
  pdf: Buffer;
  letters: IssuedLetter[];
}

async function enabledSettings(app: FastifyInstance, contestId: string): Promise<StoredLetterSettings> {
  const settings = await readStoredLetterSettings(app.db, contestId);
  if (!settings.enabled) throw conflict(SWITCHED_OFF);
  return settings;
}

/**
 * The letters of the people picked, recorded (issueLetters) in one transaction with the people
 * held, then drawn. `person`: one person, refused with the reason they can have none;
 * `country`: everyone of the delegation who can have one, 409 when nobody can.
 */
export async function generateLetters(
  app: FastifyInstance,
  contest: Contest,
  user: AuthUser,
  pick: { person: string } | { country: string },
): Promise<Generated> {
  const settings = await enabledSettings(app, contest.id);
  const byAdministrator = user.role === 'Administrator';
  const where = 'person' in pick ? ofPerson(pick.person) : ofCountry(pick.country);
  const letters = await app.db.transaction(async (tx) => {
    await lockPeople(tx, where);
    const people = await readLetterPeople(tx, contest.id, where);
    if ('person' in pick) {
      if (!people[0]) throw notFound(NOT_DELEGATION);
      const reason = refusal(people[0], byAdministrator);
      if (reason) throw conflict(reason);
    }
    const ready = people.filter((person) => canHaveLetter(person, byAdministrator));
    if (!ready.length)
      throw conflict('Nobody of this delegation can have a letter now: tick "needs an invitation letter" and complete their visa details.');
    const [issuer] = await tx.select({ name: users.name }).from(users).where(eq(users.id, user.id));
    return issueLetters(tx, contest.id, ready, { userId: user.id, name: issuer?.name ?? user.email });
  });
  const { publicUrl } = await app.mail.context();
  return { pdf: await printLetters(app.db, letters, { contest, settings, publicUrl }), letters };
}
