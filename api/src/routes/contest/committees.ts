import type { CommitteeEdit, UpdateCommitteeInput } from '@olympiad/shared/schemas';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { committeeMembers, committees, contests, people } from '../../db/schema.js';
import { fieldError, notFound } from '../../lib/problem.js';

/** Replaces a contest's committees and their members (by person id, with roles), in order. */
export async function replaceCommittees(tx: Tx, contestId: string, list: UpdateCommitteeInput[]): Promise<void> {
  const personIds = [...new Set(list.flatMap((committee) => committee.members.map((member) => member.personId)))];
  const found = personIds.length ? await tx.select({ id: people.id }).from(people).where(inArray(people.id, personIds)) : [];
  if (found.length !== personIds.length) throw fieldError('committees', 'A committee member is not a known person.');
  await tx.delete(committees).where(eq(committees.contestId, contestId));
  for (const [position, committee] of list.entries()) {
    const [row] = await tx.insert(committees).values({ contestId, name: committee.name, position }).returning({ id: committees.id });
    if (committee.members.length) {
      await tx
        .insert(committeeMembers)
        .values(committee.members.map((member, index) => ({ ...member, committeeId: row!.id, position: index })));
    }
  }
}

/** readCommittees: the committees with each member's person id and role, in order. */
export async function readCommittees(db: Db | Tx, contestId: string): Promise<CommitteeEdit[]> {
  const [contest] = await db.select({ id: contests.id }).from(contests).where(eq(contests.id, contestId));
  if (!contest) throw notFound('There is no contest with this id.');
  const rows = await db
    .select({ id: committees.id, name: committees.name })
    .from(committees)
    .where(eq(committees.contestId, contestId))
    .orderBy(asc(committees.position));
  const members = rows.length
    ? await db
        .select({
          committeeId: committeeMembers.committeeId,
          personId: committeeMembers.personId,
          fullName: people.fullName,
          role: committeeMembers.role,
        })
        .from(committeeMembers)
        .innerJoin(people, eq(people.id, committeeMembers.personId))
        .where(
          inArray(
            committeeMembers.committeeId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(committeeMembers.position))
    : [];
  return rows.map((committee) => ({
    ...committee,
    members: members
      .filter((member) => member.committeeId === committee.id)
      .map(({ personId, fullName, role }) => ({ personId, fullName, role })),
  }));
}

/** saveCommittees: all or nothing, in one transaction. */
export function saveCommittees(db: Db, contestId: string, list: UpdateCommitteeInput[]): Promise<CommitteeEdit[]> {
  return db.transaction(async (tx) => {
    const [contest] = await tx.select({ id: contests.id }).from(contests).where(eq(contests.id, contestId));
    if (!contest) throw notFound('There is no contest with this id.');
    await replaceCommittees(tx, contestId, list);
    return readCommittees(tx, contestId);
  });
}
