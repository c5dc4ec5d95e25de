import type { PublicTeam } from '@olympiad/shared/schemas';

const byText = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' });

/** By country name, then team name, ignoring case. */
export function sortTeams<T extends Pick<PublicTeam, 'countryName' | 'name'>>(teams: readonly T[]): T[] {
  return [...teams].sort((a, b) => byText(a.countryName, b.countryName) || byText(a.name, b.name));
}

/** Junior teams go to the Teams panel, senior teams to Senior Teams. */
export function splitByGroup<T extends Pick<PublicTeam, 'group'>>(teams: readonly T[]) {
  return {
    junior: teams.filter((team) => team.group !== 'Senior'),
    senior: teams.filter((team) => team.group === 'Senior'),
  };
}
