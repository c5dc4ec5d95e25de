import type { ContestantGroup } from '@olympiad/shared';
import type { Guide, PublicTeam } from '@olympiad/shared/schemas';

export interface TeamRow {
  id: string;
  name: string;
  group: ContestantGroup;
  countryId: string;
  countryName: string;
  countryFlag: string | null;
  leader: string | null;
  deputyLeader: string | null;
  contestantNames: readonly string[];
  guide: string | null;
}

/** The group filter's choices: every team, or one group. */
export type GroupFilter = 'All' | ContestantGroup;

const byName = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base', numeric: true });

/** One row per team with its guide's name, sorted by country, then team name. */
export function teamRows(teams: readonly PublicTeam[], guides: readonly Guide[]): TeamRow[] {
  const guideOf = new Map(guides.flatMap((guide) => guide.teams.map((team) => [team.id, guide.person.fullName] as const)));
  return teams
    .map((team) => ({
      id: team.id,
      name: team.name,
      group: team.group,
      countryId: team.countryId,
      countryName: team.countryName,
      countryFlag: team.countryFlag,
      leader: team.leader?.person.fullName ?? null,
      deputyLeader: team.deputyLeader?.person.fullName ?? null,
      contestantNames: team.contestants.map((contestant) => contestant.personEditModel.fullName),
      guide: guideOf.get(team.id) ?? null,
    }))
    .sort((a, b) => byName(a.countryName, b.countryName) || byName(a.name, b.name));
}

/** What the search box finds a team by: its country, its name and every person's name. */
export function teamRowText(row: TeamRow): string {
  return [row.countryName, row.name, row.leader, row.deputyLeader, ...row.contestantNames, row.guide].filter(Boolean).join(' ');
}

export function ofGroup(rows: readonly TeamRow[], group: GroupFilter): readonly TeamRow[] {
  return group === 'All' ? rows : rows.filter((row) => row.group === group);
}
