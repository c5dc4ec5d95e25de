import type { CountryProgress } from '@olympiad/shared/schemas';

export type ProgressSort = 'name' | 'leastDone' | 'mostDone';
export const SORT_CHOICES: readonly { value: ProgressSort; label: string }[] = [
  { value: 'name', label: 'Country name' },
  { value: 'leastDone', label: 'Least done first' },
  { value: 'mostDone', label: 'Most done first' },
];

export type ProgressShow = 'all' | 'withGaps' | 'complete';
export const SHOW_CHOICES: readonly { value: ProgressShow; label: string }[] = [
  { value: 'all', label: 'All countries' },
  { value: 'withGaps', label: 'Countries with something missing' },
  { value: 'complete', label: 'Complete countries' },
];

/** Whole percent done, rounded down (a country one check short never reads 100%); nothing to check is done. */
export function percentDone({ done, total }: { done: number; total: number }): number {
  return total === 0 ? 100 : Math.floor((done * 100) / total);
}

const byName = (a: CountryProgress, b: CountryProgress) =>
  a.countryName.localeCompare(b.countryName, undefined, { sensitivity: 'base', numeric: true });
const share = ({ done, total }: CountryProgress) => (total === 0 ? 1 : done / total);

/** The countries shown (all, those with a gap, the complete ones), in the chosen order; ties by name. */
export function countryRows(countries: readonly CountryProgress[], sort: ProgressSort, show: ProgressShow): CountryProgress[] {
  const shown = show === 'all' ? [...countries] : countries.filter((country) => country.gaps.length > 0 === (show === 'withGaps'));
  const order = {
    name: byName,
    leastDone: (a: CountryProgress, b: CountryProgress) => share(a) - share(b) || byName(a, b),
    mostDone: (a: CountryProgress, b: CountryProgress) => share(b) - share(a) || byName(a, b),
  }[sort];
  return shown.sort(order);
}

/** What the search box finds a country by. */
export const countryText = (country: CountryProgress) => country.countryName;
