import type { CountryProgress, ProgressGap } from '@olympiad/shared/schemas';
import { countryRows, percentDone } from '../progress-rows';

const country = (countryName: string, done: number, total: number, gaps: CountryProgress['gaps'] = []): CountryProgress => ({
  countryId: countryName,
  countryName,
  done,
  total,
  gaps,
});
const NO_TEAM: ProgressGap = { kind: 'noTeam', count: 1, teamId: null, teamName: null, people: [] };

describe('progress rows', () => {
  it('rounds the percentage down, and nothing to check is done', () => {
    expect(percentDone({ done: 7, total: 13 })).toBe(53);
    expect(percentDone({ done: 199, total: 200 })).toBe(99);
    expect(percentDone({ done: 0, total: 0 })).toBe(100);
  });

  it('sorts by name or by the share done (ties by name), and shows all, those with gaps or the complete ones', () => {
    const countries = [
      country('beta', 8, 9, [NO_TEAM]),
      country('Alpha', 7, 13, [NO_TEAM]),
      country('Gamma', 2, 2),
      country('Delta', 1, 2, [NO_TEAM]),
      country('Epsilon', 1, 1),
    ];
    const names = (rows: CountryProgress[]) => rows.map((row) => row.countryName);
    expect(names(countryRows(countries, 'name', 'all'))).toEqual(['Alpha', 'beta', 'Delta', 'Epsilon', 'Gamma']);
    expect(names(countryRows(countries, 'leastDone', 'all'))).toEqual(['Delta', 'Alpha', 'beta', 'Epsilon', 'Gamma']);
    expect(names(countryRows(countries, 'mostDone', 'withGaps'))).toEqual(['beta', 'Alpha', 'Delta']);
    expect(names(countryRows(countries, 'name', 'complete'))).toEqual(['Epsilon', 'Gamma']);
    expect(names(countries)).toEqual(['beta', 'Alpha', 'Gamma', 'Delta', 'Epsilon']);
  });
});
