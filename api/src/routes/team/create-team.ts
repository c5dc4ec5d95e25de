import { edition, DEFAULT_SITE_ID, EMPTY_ID, MESSAGES, travelOf, type CreateTeamInput, type Team } from '@olympiad/shared/schemas';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { contests, countries, teams } from '../../db/schema.js';
import { conflict, fieldError, notFound } from '../../lib/problem.js';
import { attachLeader, insertContestant, type TeamPlace } from '../../lib/team-members.js';
import { readTeam } from './read-teams.js';

const COUNTRY_HAS_TEAM = 'Your country already has a team: change it from List and Edit Teams.';

export interface CreateTeamOptions {
  /** A registrator's country has one team; an Administrator may add more (a senior team). */
  soleTeam: boolean;
  userId: string;
}

/**
 * A team with its leader, optional deputy and contestants, and the consents chosen for them, in one
 * transaction: any failure (a bad picture of the last contestant) leaves nothing behind, and no
 * team is ever left with its people public against the choices made for them. The country's row is locked first,
 * so two creations for one country run one after the other and the second sees the first team.
 */
export async function createTeam(db: Db, input: CreateTeamInput & { countryId?: string }, options: CreateTeamOptions): Promise<Team> {
  const { countryId } = input;
  if (!countryId) throw fieldError('countryId', MESSAGES.required);
  const teamId = await db.transaction(async (tx) => {
    const [country] = await tx.select({ id: countries.id }).from(countries).where(eq(countries.id, countryId)).for('update');
    if (!country) throw notFound('There is no country with this id.');
    const [contest] = await tx.select({ id: contests.id }).from(contests).where(eq(contests.year, edition().year));
    if (!contest) throw notFound('There is no contest to register for.');
    if (options.soleTeam) {
      const [existing] = await tx
        .select({ id: teams.id })
        .from(teams)
        .where(and(eq(teams.contestId, contest.id), eq(teams.countryId, countryId)))
        .limit(1);
      if (existing) throw conflict(COUNTRY_HAS_TEAM);
    }
    if (input.hasDeputyLeader && input.deputyLeaderId !== EMPTY_ID && input.deputyLeaderId === input.leaderId) {
      throw fieldError('deputyLeaderId', 'The deputy leader must be another person than the leader.');
    }
    const travel = travelOf(input);
    const [row] = await tx
      .insert(teams)
      .values({
        contestId: contest.id,
        countryId,
        name: input.name,
        contestantGroup: input.contestantGroup,
        isOnline: input.isOnline,
        siteId: DEFAULT_SITE_ID,
        createdByUserId: options.userId,
        ...travel,
      })
      .returning({ id: teams.id });
    const team: TeamPlace & { contestantGroup: CreateTeamInput['contestantGroup'] } = {
      id: row!.id,
      countryId,
      contestId: contest.id,
      contestantGroup: input.contestantGroup,
      travel,
    };
    await attachLeader(tx, team, {
      isDeputy: false,
      leaderId: input.leaderId,
      model: input.leaderCreateModel,
      idField: 'leaderId',
      modelField: 'leaderCreateModel',
      consent: input.leaderPublicConsent,
    });
    if (input.hasDeputyLeader) {
      await attachLeader(tx, team, {
        isDeputy: true,
        leaderId: input.deputyLeaderId,
        model: input.deputyLeaderCreateModel,
        idField: 'deputyLeaderId',
        modelField: 'deputyLeaderCreateModel',
        consent: input.deputyLeaderPublicConsent,
      });
    }
    for (const [index, item] of input.contestants.entries()) {
      await insertContestant(tx, team, item.contestant, `contestants.${index}.contestant`, item.publicConsent);
    }
    return team.id;
  });
  return readTeam(db, teamId);
}
