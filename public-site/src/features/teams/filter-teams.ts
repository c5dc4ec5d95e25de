import type { PublicTeam } from '@olympiad/shared/schemas';

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();

/** The teams whose country, team name or one of whose people matches every word of the query. */
export function filterTeams(teams: readonly PublicTeam[], query: string): readonly PublicTeam[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return teams;
  return teams.filter((team) => {
    const people = [team.leader?.person, team.deputyLeader?.person, ...team.contestants.map((c) => c.personEditModel)];
    const haystack = fold([team.countryName, team.name, ...people.map((person) => person?.fullName ?? '')].join(' '));
    return words.every((word) => haystack.includes(word));
  });
}
