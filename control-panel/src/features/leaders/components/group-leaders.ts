import type { Leader } from '@olympiad/shared/schemas';

export interface LeaderRow {
  id: string;
  fullName: string;
  picturePath: string | null;
  countryName: string;
  email: string;
  phoneNumber: string;
  /** "Alpha (Junior)", "Alpha Seniors (Senior, deputy)". */
  teams: string[];
}

const byText = new Intl.Collator('en', { sensitivity: 'base', numeric: true }).compare;

/**
 * One row per leader: the list has a leader once per team they lead, so their teams are
 * gathered; rows are sorted by country, then name.
 */
export function groupLeaders(leaders: Leader[]): LeaderRow[] {
  const rows = new Map<string, LeaderRow>();
  for (const leader of leaders) {
    const row = rows.get(leader.id) ?? {
      id: leader.id,
      fullName: leader.person.fullName,
      picturePath: leader.person.picturePath,
      countryName: leader.countryName ?? '',
      email: leader.email ?? '',
      phoneNumber: leader.phoneNumber ?? '',
      teams: [],
    };
    if (leader.teamName) {
      const details = [leader.teamGroup, leader.isDeputy ? 'deputy' : null].filter(Boolean).join(', ');
      row.teams.push(details ? `${leader.teamName} (${details})` : leader.teamName);
    }
    rows.set(leader.id, row);
  }
  return [...rows.values()].sort((a, b) => byText(a.countryName, b.countryName) || byText(a.fullName, b.fullName));
}
