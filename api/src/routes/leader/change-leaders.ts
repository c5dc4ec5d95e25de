import { MESSAGES, type EditLeaderDraft, type Leader, type ReplaceLeaderInput, type Team } from '@olympiad/shared/schemas';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { leaders, people } from '../../db/schema.js';
import { updatePerson, type PersonInput } from '../../lib/people.js';
import { conflict, fieldError, notFound } from '../../lib/problem.js';
import { assertVersion, type ExpectedVersions } from '../../lib/record-version.js';
import { attachLeader, leaderInSlot, lockTeam } from '../../lib/team-members.js';
import { readTeam } from '../team/full-team.js';
import { readLeaders } from './read-leaders.js';

/**
 * replaceLeader: the team's leader (or deputy) becomes an existing leader of the
 * country or a new one. The one replaced stays a leader of the country without a team, so the
 * pickers still offer them.
 */
export async function replaceLeader(db: Db, input: ReplaceLeaderInput): Promise<Team> {
  await db.transaction(async (tx) => {
    const team = await lockTeam(tx, input.teamId);
    const current = await leaderInSlot(tx, team.id, input.isDeputy);
    if (current && current.id === input.leaderId) {
      throw fieldError('leaderId', 'Pick another leader than the current one.');
    }
    if (current) await tx.update(leaders).set({ teamId: null }).where(eq(leaders.id, current.id));
    await attachLeader(tx, team, {
      isDeputy: input.isDeputy,
      leaderId: input.leaderId,
      model: input.leaderCreateModel,
      idField: 'leaderId',
      modelField: 'leaderCreateModel',
    });
  });
  return readTeam(db, input.teamId);
}

type EditLeaderInput = Omit<EditLeaderDraft, 'person'> & { person: PersonInput; phoneNumber: string };

/** editLeader: e-mail, phone and the person of a leader or deputy; a leader's e-mail stays required. */
export async function editLeader(db: Db, input: EditLeaderInput, expected: ExpectedVersions = null): Promise<Leader> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(leaders).where(eq(leaders.id, input.id)).for('update');
    if (!current) throw notFound('There is no leader with this id.');
    if (expected) {
      const [person] = await tx.select({ version: people.version }).from(people).where(eq(people.id, current.personId)).for('update');
      assertVersion(expected, person!.version);
    }
    const email = input.email?.trim() || null;
    if (!current.isDeputy && !email) throw fieldError('email', MESSAGES.required);
    await tx.update(leaders).set({ email, phoneNumber: input.phoneNumber }).where(eq(leaders.id, input.id));
    await updatePerson(tx, current.personId, input.person, 'person.picture');
  });
  const [leader] = await readLeaders(db, eq(leaders.id, input.id));
  return leader!;
}

/**
 * removeLeader: the deputy leaves the team and stays a
 * leader of the country. The leader is replaced, never removed: a team keeps its leader.
 */
export async function removeLeaderFromTeam(db: Db, teamId: string, leaderId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockTeam(tx, teamId);
    const [leader] = await tx
      .select()
      .from(leaders)
      .where(and(eq(leaders.id, leaderId), eq(leaders.teamId, teamId)));
    if (!leader) throw notFound('This leader is not in this team.');
    if (!leader.isDeputy) throw conflict('A team keeps its leader: replace the leader instead of removing them.');
    await tx.update(leaders).set({ teamId: null }).where(eq(leaders.id, leaderId));
  });
}
