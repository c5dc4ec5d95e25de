import { and, inArray, isNull, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { invitationLetters } from '../db/schema.js';
import { letterCode } from './letter-code.js';
import type { LetterPersonRecord } from './letter-people.js';

/** A letter as it is printed: its person, its code and when it was generated. */
export interface IssuedLetter {
  person: LetterPersonRecord;
  code: string;
  generatedAt: Date;
}

/** Who generates: their user and their name as Users lists it. */
export interface Issuer {
  userId: string;
  name: string;
}

/** The latest letter is printed again only while it is valid and its details are still those of the person. */
const stillTrue = (person: LetterPersonRecord) =>
  person.latest !== null && person.latest.status === 'valid' && person.latest.digest === person.digest;

/**
 * The letters of people whose details are complete (the caller checked), in the caller's
 * transaction: a person's latest letter again (same code, same day of issue) while it is still
 * true; otherwise a new one is recorded, with a new code and the digest of its details, and the
 * person's earlier letters are marked outdated. One insert and one update for all of them.
 */
export async function issueLetters(
  tx: Tx,
  contestId: string,
  people: readonly LetterPersonRecord[],
  issuer: Issuer,
): Promise<IssuedLetter[]> {
  const fresh = people.filter((person) => !stillTrue(person));
  const inserted = fresh.length
    ? await tx
        .insert(invitationLetters)
        .values(
          fresh.map((person) => ({
            code: letterCode(),
            personId: person.personId,
            contestId,
            countryId: person.countryId,
            personName: person.fullName,
            countryName: person.countryName,
            passportName: person.passportName!,
            nationality: person.nationality!,
            passportNumberEnd: person.passportNumber!.slice(-3),
            stayFrom: person.stay.from,
            stayTo: person.stay.to,
            digest: person.digest,
            generatedByUserId: issuer.userId,
            generatedBy: issuer.name,
          })),
        )
        .returning({
          id: invitationLetters.id,
          personId: invitationLetters.personId,
          code: invitationLetters.code,
          generatedAt: invitationLetters.generatedAt,
        })
    : [];
  if (inserted.length) {
    await tx
      .update(invitationLetters)
      .set({ outdatedAt: sql`now()` })
      .where(
        and(
          inArray(
            invitationLetters.personId,
            inserted.map((letter) => letter.personId!),
          ),
          isNull(invitationLetters.outdatedAt),
          notInArray(
            invitationLetters.id,
            inserted.map((letter) => letter.id),
          ),
        ),
      );
  }
  const byPerson = new Map(inserted.map((letter) => [letter.personId, letter]));
  return people.map((person) => {
    const letter = byPerson.get(person.personId);
    if (letter) return { person, code: letter.code, generatedAt: letter.generatedAt };
    return { person, code: person.latest!.code, generatedAt: new Date(person.latest!.generatedAt) };
  });
}

/**
 * Holds the rows of the people `where` picks (over `p`, as letterPeopleQuery) until the transaction
 * ends, so that two downloads at once record one letter, not two.
 */
export async function lockPeople(tx: Tx, where: SQL): Promise<void> {
  await tx.execute(sql`SELECT p.id FROM people p WHERE ${where} ORDER BY p.id FOR UPDATE`);
}
