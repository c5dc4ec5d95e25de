import {
  MAX_CONTESTANTS,
  MIN_CONTESTANTS,
  type AddContestantInput,
  type Contestant,
  type EditContestantInput,
} from '@olympiad/shared/schemas';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { contestants, people } from '../../db/schema.js';
import { actorNamed, inTransactionIfJoined } from '../../lib/acting-user.js';
import { changedPersonColumns, personChanges } from '../../lib/people.js';
import { assertVersion, nextVersion, type ExpectedVersions } from '../../lib/record-version.js';
import { storePicture } from '../../lib/store-picture.js';
import { conflict, notFound } from '../../lib/problem.js';
import { contestantCount, insertContestant, LAST_CONTESTANT, lockTeam, TOO_MANY_CONTESTANTS } from '../../lib/team-members.js';
import { readContestant, toContestant } from '../team/full-team.js';
import { readContestantsPublic } from '../team/load-teams.js';

const UNKNOWN = 'There is no contestant with this id.';

async function teamOf(db: Db, id: string): Promise<string> {
  const [row] = await db.select({ teamId: contestants.teamId }).from(contestants).where(eq(contestants.id, id));
  if (!row) throw notFound(UNKNOWN);
  return row.teamId;
}

/** addContestant: a fifth contestant is a 409, also when two arrive at once (the team's row lock). */
export async function addContestant(db: Db, { teamId, contestant }: AddContestantInput): Promise<Contestant> {
  const id = await db.transaction(async (tx) => {
    const team = await lockTeam(tx, teamId);
    if ((await contestantCount(tx, teamId)) >= MAX_CONTESTANTS) throw conflict(TOO_MANY_CONTESTANTS);
    return insertContestant(tx, team, contestant, 'contestant');
  });
  return readContestant(db, id);
}

/**
 * editContestant: the contestant's own fields and their person's. The contestant's team and
 * person come from the database, never from the body; the group is the team's (editTeamBasics).
 */
export async function editContestant(db: Db, input: EditContestantInput, expected: ExpectedVersions = null): Promise<Contestant> {
  const { picture } = input.personEditModel;
  // Without a new picture or an If-Match (nearly every edit of the specification's calls) one
  // statement changes both rows, atomic by itself: no BEGIN and COMMIT round trips. Otherwise the
  // version is checked and the picture stored first, in the same transaction. An Administrator's
  // edit runs in one all the same: its notice reads what the transaction changed (mail/notices.ts).
  if (!picture && !expected) return inTransactionIfJoined(db, (run) => changeContestantRows(run, input, null));
  return db.transaction(async (tx) => {
    if (expected) await checkContestantVersion(tx, input.id, expected);
    return changeContestantRows(tx, input, await storePicture(tx, picture, 'personEditModel.picture'));
  });
}

/**
 * Locks the contestant's row, then their person's (the order an edit and a removal take them, so
 * they never deadlock), and checks the person's version: it stays until the transaction ends.
 */
async function checkContestantVersion(tx: Tx, id: string, expected: ExpectedVersions): Promise<void> {
  const [contestant] = await tx.select({ personId: contestants.personId }).from(contestants).where(eq(contestants.id, id)).for('update');
  if (!contestant) throw notFound(UNKNOWN);
  const [person] = await tx.select({ version: people.version }).from(people).where(eq(people.id, contestant.personId)).for('update');
  assertVersion(expected, person!.version);
}

/**
 * The contestant's and their person's update as one statement: the contestant's row is updated
 * (and locked) first, in the order a removal takes them, and names the person; both answer what
 * they wrote, so nothing is read again.
 */
async function changeContestantRows(db: Db | Tx, input: EditContestantInput, pictureId: string | null): Promise<Contestant> {
  const edited = db.$with('edited').as(
    db
      .update(contestants)
      .set({
        isOfficial: input.isOffical,
        dateOfBirth: input.dateOfBirth,
        operatingSystemName: input.operatingSystemName,
        hasPersonForContact: input.hasPersonForContact,
        personForContactName: input.personForContactName,
        personForContactPhoneNumber: input.personForContactPhoneNumber,
      })
      .where(and(eq(contestants.id, input.id), actorNamed()))
      .returning(),
  );
  const [row] = await db
    .with(edited)
    .update(people)
    .set({ ...personChanges(input.personEditModel, pictureId), version: nextVersion(people.version) })
    .from(edited)
    .where(eq(people.id, edited.personId))
    .returning({ person: changedPersonColumns(), contestant: edited._.selectedFields });
  if (!row) throw notFound(UNKNOWN);
  return toContestant(row, await readContestantsPublic(db));
}

/** removeContestant: the contestant and their person; the last one of a team stays (409). */
export async function removeContestant(db: Db, id: string): Promise<void> {
  const teamId = await teamOf(db, id);
  await db.transaction(async (tx) => {
    await lockTeam(tx, teamId);
    // Locked before its person, in the order an edit takes them, so the two never deadlock.
    const [current] = await tx.select({ personId: contestants.personId }).from(contestants).where(eq(contestants.id, id)).for('update');
    if (!current) throw notFound(UNKNOWN);
    if ((await contestantCount(tx, teamId)) <= MIN_CONTESTANTS) throw conflict(LAST_CONTESTANT);
    await tx.delete(people).where(eq(people.id, current.personId));
  });
}
