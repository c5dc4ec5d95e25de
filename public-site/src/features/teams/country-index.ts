import type { PublicTeam } from '@olympiad/shared/schemas';

export interface CountryEntry {
  countryName: string;
  /** The country's first team in the order of the page (junior teams, then senior teams). */
  teamId: string;
}

const byText = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' });

/** Each country of the listed teams once, by name, with the team of the page a jump to it lands on. */
export function countryIndex(teamsInPageOrder: readonly Pick<PublicTeam, 'id' | 'countryName'>[]): CountryEntry[] {
  const first = new Map<string, string>();
  for (const team of teamsInPageOrder) if (!first.has(team.countryName)) first.set(team.countryName, team.id);
  return [...first].map(([countryName, teamId]) => ({ countryName, teamId })).sort((a, b) => byText(a.countryName, b.countryName));
}
