import type { AddTeamState } from '@olympiad/shared';
import type { CountryProgress, ProgressGap, ProgressGapKind } from '@olympiad/shared/schemas';

/** Each gap in the organisers' words. */
export const GAP_LABELS: Record<ProgressGapKind, string> = {
  noTeam: 'No team',
  leaderWithoutContact: 'Leaders without phone or e-mail',
  personWithoutPhoto: 'People without a photo',
  contestantWithoutDetails: 'Contestants without date of birth or operating system',
  teamWithoutTravel: 'No arrival or departure data',
  teamWithoutGuide: 'Team without a guide',
  guestWithoutArrival: 'Guests without arrival data',
};

/** The gaps that count people (the others are the country's or one team's, once). */
const COUNTS_PEOPLE: ReadonlySet<ProgressGapKind> = new Set(['leaderWithoutContact', 'personWithoutPhoto', 'contestantWithoutDetails', 'guestWithoutArrival']);

/** A gap as its link reads: "People without a photo: 2 (Alpha Juniors)". */
export function gapText(gap: ProgressGap): string {
  const count = COUNTS_PEOPLE.has(gap.kind) ? `: ${gap.count}` : '';
  return `${GAP_LABELS[gap.kind]}${count}${gap.teamName ? ` (${gap.teamName})` : ''}`;
}

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
  const shown = show === 'all' ? [...countries] : countries.filter((country) => (country.gaps.length > 0) === (show === 'withGaps'));
  const order = {
    name: byName,
    leastDone: (a: CountryProgress, b: CountryProgress) => share(a) - share(b) || byName(a, b),
    mostDone: (a: CountryProgress, b: CountryProgress) => share(b) - share(a) || byName(a, b),
  }[sort];
  return shown.sort(order);
}

/** What the search box finds a country by. */
export const countryText = (country: CountryProgress) => country.countryName;

/**
 * Where a gap is fixed, and what that screen must find selected (the session selections the
 * Teams section sets too, or the link's state): Add Team with the country chosen, Edit Team for
 * the team, the country's guests, or the Guides section (which assigns teams to guides).
 */
export interface GapFix {
  to: '/addTeam' | '/editTeam' | '/listGuests' | '/controlPanel/guides';
  countryId: string | null;
  teamId: string | null;
  state: AddTeamState | null;
}

export function fixOf(gap: ProgressGap, countryId: string): GapFix {
  switch (gap.kind) {
    case 'noTeam':
      return { to: '/addTeam', countryId: null, teamId: null, state: { countryId } };
    case 'guestWithoutArrival':
      return { to: '/listGuests', countryId, teamId: null, state: null };
    case 'teamWithoutGuide':
      return { to: '/controlPanel/guides', countryId: null, teamId: null, state: null };
    default:
      return { to: '/editTeam', countryId, teamId: gap.teamId, state: null };
  }
}
