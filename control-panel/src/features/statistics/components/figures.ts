import type { Statistics } from '@olympiad/shared/schemas';

const byText = new Intl.Collator('en', { sensitivity: 'base', numeric: true }).compare;
const SIZE_ORDER = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL'];
const sizeRank = (size: string) => (SIZE_ORDER.includes(size) ? SIZE_ORDER.indexOf(size) : SIZE_ORDER.length);

/** @public The charts' declarations name it (tsc writes declarations of every exported component). */
export interface TShirtRow {
  size: string;
  /** Count per role, every role present (0 when none). */
  [role: string]: number | string;
}

/** The figures the tables and the charts both show, derived once from the answer. */
export function figuresOf(statistics: Statistics) {
  const roles = [...new Set(Object.values(statistics.tShirtStatistics).flatMap((byRole) => Object.keys(byRole)))].sort(byText);
  const sizes = Object.keys(statistics.tShirtStatistics).sort((a, b) => sizeRank(a) - sizeRank(b) || byText(a, b));
  const tShirts = sizes.map((size) => {
    const byRole = statistics.tShirtStatistics[size] ?? {};
    const row: TShirtRow = { size };
    for (const role of roles) row[role] = byRole[role] ?? 0;
    row.total = roles.reduce((sum, role) => sum + (byRole[role] ?? 0), 0);
    return row;
  });
  const juniors = Object.entries(statistics.contestantStatisticByCountry)
    .map(([country, counts]) => ({ country, official: counts.officialJunior, unofficial: counts.unofficialJunior }))
    .filter((row) => row.official + row.unofficial > 0)
    .sort((a, b) => byText(a.country, b.country));
  const counts = [
    { label: 'People', value: statistics.peopleCount },
    { label: 'Leaders', value: statistics.leadersCount },
    { label: 'Contestants', value: statistics.contestantsCount },
    { label: 'Guests', value: statistics.guestsCount },
    { label: 'Guides', value: statistics.guidesCount },
  ];
  return { roles, tShirts, juniors, counts };
}
export type Figures = ReturnType<typeof figuresOf>;
