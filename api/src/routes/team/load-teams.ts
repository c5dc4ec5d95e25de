import { edition } from '@olympiad/shared/schemas';
import { and, asc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { contestants, contests, countries, images, leaders, people, teams } from '../../db/schema.js';
import type { PersonRow } from '../../lib/people.js';

export type TeamRow = typeof teams.$inferSelect & { countryName: string; flag: Buffer | null };
/** A team's person as loaded: with their picture's public key, which only the public faces name. */
export type TeamPersonRow = PersonRow & { pictureKey: string | null };
export type LeaderRow = { leader: typeof leaders.$inferSelect; person: TeamPersonRow };
export type ContestantRow = { contestant: typeof contestants.$inferSelect; person: TeamPersonRow };

export interface TeamRows {
  team: TeamRow;
  leader: LeaderRow | null;
  deputyLeader: LeaderRow | null;
  contestants: ContestantRow[];
  /** The contest's default for contestants whose consent is not recorded (lib/public-consent.ts). */
  contestantsPublic: boolean;
}

/** A team's person with their country's name and their picture's public key. */
export const teamPersonColumns = { person: { ...getTableColumns(people), countryName: countries.name, pictureKey: images.publicKey } };

/**
 * The current contest's teams (optionally of one country) with their leaders and contestants, in
 * three queries whatever the number of teams. Sorted by country name, then team name, ignoring case.
 */
export async function loadTeams(db: Db, countryId?: string, teamId?: string): Promise<TeamRows[]> {
  return loadTeamsWhere(db, and(countryId ? eq(teams.countryId, countryId) : undefined, teamId ? eq(teams.id, teamId) : undefined));
}

/** The same for the current contest's teams matching a condition on `teams` (e.g. a guide's teams). */
export async function loadTeamsWhere(db: Db, condition: SQL | undefined): Promise<TeamRows[]> {
  const [contest] = await db
    .select({ id: contests.id, contestantsPublic: contests.contestantsPublic })
    .from(contests)
    .where(eq(contests.year, edition().year));
  if (!contest) return [];
  const inScope: SQL = condition ? and(eq(teams.contestId, contest.id), condition)! : eq(teams.contestId, contest.id);
  const teamRows = await db
    .select({ team: teams, countryName: countries.name, flag: images.data })
    .from(teams)
    .innerJoin(countries, eq(countries.id, teams.countryId))
    .leftJoin(images, eq(images.id, countries.flagImageId))
    .where(inScope)
    .orderBy(asc(sql`lower(${countries.name})`), asc(sql`lower(${teams.name})`), asc(teams.id));
  if (!teamRows.length) return [];
  const leaderRows = await db
    .select({ leader: leaders, ...teamPersonColumns })
    .from(leaders)
    .innerJoin(teams, eq(teams.id, leaders.teamId))
    .innerJoin(people, eq(people.id, leaders.personId))
    .leftJoin(countries, eq(countries.id, people.countryId))
    .leftJoin(images, eq(images.id, people.pictureId))
    .where(inScope);
  const contestantRows = await db
    .select({ contestant: contestants, ...teamPersonColumns })
    .from(contestants)
    .innerJoin(teams, eq(teams.id, contestants.teamId))
    .innerJoin(people, eq(people.id, contestants.personId))
    .leftJoin(countries, eq(countries.id, people.countryId))
    .leftJoin(images, eq(images.id, people.pictureId))
    .where(inScope)
    .orderBy(asc(sql`lower(${people.fullName})`));

  const byTeam = new Map<string, TeamRows>(
    teamRows.map(({ team, countryName, flag }) => [
      team.id,
      {
        team: { ...team, countryName, flag },
        leader: null,
        deputyLeader: null,
        contestants: [],
        contestantsPublic: contest.contestantsPublic,
      },
    ]),
  );
  for (const row of leaderRows) {
    const entry = byTeam.get(row.leader.teamId!);
    if (entry) entry[row.leader.isDeputy ? 'deputyLeader' : 'leader'] = row;
  }
  for (const row of contestantRows) byTeam.get(row.contestant.teamId)?.contestants.push(row);
  return [...byTeam.values()];
}

/** The current contest's default for contestants whose consent is not recorded. */
export async function readContestantsPublic(db: Db | Tx): Promise<boolean> {
  const [contest] = await db
    .select({ contestantsPublic: contests.contestantsPublic })
    .from(contests)
    .where(eq(contests.year, edition().year));
  return contest?.contestantsPublic ?? true;
}
