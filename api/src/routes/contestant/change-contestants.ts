import {
  MAX_CONTESTANTS,
  MIN_CONTESTANTS,
  type AddContestantInput,
  type Contestant,
  type EditContestantInput,
} from '@olympiad/shared/schemas';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { contestants, people } from '../../db/schema.js';
import { updatePerson } from '../../lib/people.js';
import { conflict, notFound } from '../../lib/problem.js';
import {
  contestantCount,
  insertContestant,
  LAST_CONTESTANT,
  lockTeam,
  TOO_MANY_CONTESTANTS,
} from '../../lib/team-members.js';
import { readTeam } from '../team/read-teams.js';

const UNKNOWN = 'There is no contestant with this id.';

/** A contestant as Edit Team shows it: the team's projection of it. */
async function readContestant(db: Db, teamId: string, id: string): Promise<Contestant> {
  const contestant = (await readTeam(db, teamId)).contestants.find((item) => item.id === id);
  if (!contestant) throw notFound(UNKNOWN);
  return contestant;
}

async function teamOf(db: Db, id: string): Promise<string> {
  const [row] = await db.select({ teamId: contestants.teamId }).from(contestants).where(eq(contestants.id, id));
  if (!row) throw notFound(UNKNOWN);
  return row.teamId;
}

/** POST /api/Contestant/toTeam: a fifth contestant is a 409, also when two arrive at once (the team's row lock). */
export async function addContestant(db: Db, { teamId, contestant }: AddContestantInput): Promise<Contestant> {
  const id = await db.transaction(async (tx) => {
    const team = await lockTeam(tx, teamId);
    if ((await contestantCount(tx, teamId)) >= MAX_CONTESTANTS) throw conflict(TOO_MANY_CONTESTANTS);
    return insertContestant(tx, team, contestant, 'contestant');
  });
  return readContestant(db, teamId, id);
}

/**
 * PUT /api/Contestant: the contestant's own fields and their person's. The contestant's team and
 * person come from the database, never from the body; the group is the team's (PUT Team/basic).
 */
export async function editContestant(db: Db, input: EditContestantInput): Promise<Contestant> {
  const teamId = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(contestants).where(eq(contestants.id, input.id)).for('update');
    if (!current) throw notFound(UNKNOWN);
    await tx
      .update(contestants)
      .set({
        isOfficial: input.isOffical,
        dateOfBirth: input.dateOfBirth,
        operatingSystemName: input.operatingSystemName,
        hasPersonForContact: input.hasPersonForContact,
        personForContactName: input.personForContactName,
        personForContactPhoneNumber: input.personForContactPhoneNumber,
      })
      .where(eq(contestants.id, input.id));
    await updatePerson(tx, current.personId, input.personEditModel, 'personEditModel.picture');
    return current.teamId;
  });
  return readContestant(db, teamId, input.id);
}

/** DELETE api/Contestant/{id}: the contestant and their person; the last one of a team stays (409). */
export async function removeContestant(db: Db, id: string): Promise<void> {
  const teamId = await teamOf(db, id);
  await db.transaction(async (tx) => {
    await lockTeam(tx, teamId);
    const [current] = await tx.select({ personId: contestants.personId }).from(contestants).where(eq(contestants.id, id));
    if (!current) throw notFound(UNKNOWN);
    if ((await contestantCount(tx, teamId)) <= MIN_CONTESTANTS) throw conflict(LAST_CONTESTANT);
    await tx.delete(people).where(eq(people.id, current.personId));
  });
}
