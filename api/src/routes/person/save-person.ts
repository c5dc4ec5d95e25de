import { edition, travelOf, type Person, type SavePersonInput } from '@olympiad/shared/schemas';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { contestants, contests, leaders, people } from '../../db/schema.js';
import { conflict, notFound } from '../../lib/problem.js';
import { assertVersion, nextVersion, type ExpectedVersions } from '../../lib/record-version.js';
import { storePicture } from '../../lib/store-picture.js';
import { readPerson } from './read-people.js';

async function currentContestId(tx: Tx): Promise<string | null> {
  const [contest] = await tx.select({ id: contests.id }).from(contests).where(eq(contests.year, edition().year));
  return contest?.id ?? null;
}

const ownFields = (input: SavePersonInput) => ({
  fullName: input.fullName.trim(),
  roles: input.roles,
  countryId: input.countryId,
  tShirtSize: input.tShirtSize,
  ...travelOf(input),
});

/**
 * createPerson: a guest (a registrator's, in their country: the access plugin saw to it), or
 * for an Administrator any person (committee, guide). The contest is the current one unless given.
 */
export async function createPerson(db: Db, input: SavePersonInput): Promise<Person> {
  const id = await db.transaction(async (tx) => {
    const pictureId = await storePicture(tx, input.picture, 'picture');
    const contestId = input.contestId ?? (await currentContestId(tx));
    const [row] = await tx
      .insert(people)
      .values({ ...ownFields(input), contestId, pictureId })
      .returning({ id: people.id });
    return row!.id;
  });
  return readPerson(db, id);
}

/** updatePerson: the person's fields; no picture keeps the stored one. */
export async function updatePersonById(db: Db, id: string, input: SavePersonInput, expected: ExpectedVersions = null): Promise<Person> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select({ version: people.version }).from(people).where(eq(people.id, id)).for('update');
    if (!current) throw notFound('There is no person with this id.');
    assertVersion(expected, current.version);
    const pictureId = await storePicture(tx, input.picture, 'picture');
    await tx
      .update(people)
      .set({
        ...ownFields(input),
        ...(input.contestId ? { contestId: input.contestId } : {}),
        ...(pictureId ? { pictureId } : {}),
        version: nextVersion(people.version),
      })
      .where(eq(people.id, id));
  });
  return readPerson(db, id);
}

/**
 * deletePerson: a guest, a committee member or a guide's person. A contestant or a
 * team's leader is removed through Edit Team, which keeps a team's leader and its 1–4 contestants.
 */
export async function deletePerson(db: Db, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select({ id: people.id }).from(people).where(eq(people.id, id)).for('update');
    if (!current) throw notFound('There is no person with this id.');
    const [inTeam] = await tx
      .select({ id: contestants.id })
      .from(contestants)
      .where(eq(contestants.personId, id))
      .union(
        tx
          .select({ id: leaders.id })
          .from(leaders)
          .where(and(eq(leaders.personId, id), isNotNull(leaders.teamId))),
      );
    if (inTeam) throw conflict('This person is a contestant or a leader: remove them from their team in Edit Team.');
    await tx.delete(people).where(eq(people.id, id));
  });
}
