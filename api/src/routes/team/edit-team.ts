import type { EditTeamArrivalInput, EditTeamBasicsInput, Team } from '@olympiad/shared/schemas';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { contestants, leaders, people, teams } from '../../db/schema.js';
import { assertVersion, nextVersion, type ExpectedVersions } from '../../lib/record-version.js';
import { lockTeam } from '../../lib/team-members.js';
import { readTeam } from './full-team.js';

/** editTeamBasics: name, group and official flag; the group is also each contestant's. */
export async function editTeamBasics(db: Db, input: EditTeamBasicsInput, expected: ExpectedVersions = null): Promise<Team> {
  await db.transaction(async (tx) => {
    assertVersion(expected, (await lockTeam(tx, input.id)).version);
    await tx
      .update(teams)
      .set({ name: input.name, contestantGroup: input.teamGroup, isOfficial: input.isOfficial, version: nextVersion(teams.version) })
      .where(eq(teams.id, input.id));
    await tx.update(contestants).set({ contestantGroup: input.teamGroup }).where(eq(contestants.teamId, input.id));
  });
  return readTeam(db, input.id);
}

/**
 * editTeamArrival: the team's arrival and departure (times, places, carriers, flight or train
 * numbers, terminals), copied onto its leader, deputy and the contestants who travel with the
 * leader (the people list, the statistics and the transfers read them per person), in one
 * transaction. A contestant who does not travel with the leader (hasPersonForContact) keeps their
 * own journey. The copies leave the people's versions alone: their forms keep their travel from
 * the team's.
 */
export async function editTeamArrival(
  db: Db,
  { teamId, ...travel }: EditTeamArrivalInput,
  expected: ExpectedVersions = null,
): Promise<Team> {
  await db.transaction(async (tx) => {
    assertVersion(expected, (await lockTeam(tx, teamId)).version);
    await tx
      .update(teams)
      .set({ ...travel, version: nextVersion(teams.version) })
      .where(eq(teams.id, teamId));
    const members = or(
      inArray(people.id, tx.select({ id: leaders.personId }).from(leaders).where(eq(leaders.teamId, teamId))),
      inArray(
        people.id,
        tx
          .select({ id: contestants.personId })
          .from(contestants)
          .where(and(eq(contestants.teamId, teamId), eq(contestants.hasPersonForContact, false))),
      ),
    );
    await tx.update(people).set(travel).where(members);
  });
  return readTeam(db, teamId);
}
