import type { CountryProgress } from '@olympiad/shared/schemas';
import { countryRows, fixOf, gapText, percentDone } from '../progress-rows';

const TEAM = '11111111-1111-4111-8111-111111111111';
const COUNTRY = '22222222-2222-4222-8222-222222222222';

const country = (countryName: string, done: number, total: number, gaps: CountryProgress['gaps'] = []): CountryProgress => ({
  countryId: countryName,
  countryName,
  done,
  total,
  gaps,
});
const NO_TEAM = { kind: 'noTeam', count: 1, teamId: null, teamName: null } as const;

describe('progress rows', () => {
  it('says a gap with its count when it counts people, and the team it is of', () => {
    expect(gapText({ kind: 'personWithoutPhoto', count: 2, teamId: TEAM, teamName: 'Alpha Juniors' })).toBe('People without a photo: 2 (Alpha Juniors)');
    expect(gapText({ kind: 'teamWithoutTravel', count: 1, teamId: TEAM, teamName: 'Alpha Juniors' })).toBe('No arrival or departure data (Alpha Juniors)');
    expect(gapText({ kind: 'guestWithoutArrival', count: 3, teamId: null, teamName: null })).toBe('Guests without arrival data: 3');
    expect(gapText(NO_TEAM)).toBe('No team');
  });

  it('rounds the percentage down, and nothing to check is done', () => {
    expect(percentDone({ done: 7, total: 13 })).toBe(53);
    expect(percentDone({ done: 199, total: 200 })).toBe(99);
    expect(percentDone({ done: 0, total: 0 })).toBe(100);
  });

  it('sorts by name or by the share done (ties by name), and shows all, those with gaps or the complete ones', () => {
    const countries = [country('beta', 8, 9, [NO_TEAM]), country('Alpha', 7, 13, [NO_TEAM]), country('Gamma', 2, 2), country('Delta', 1, 2, [NO_TEAM]), country('Epsilon', 1, 1)];
    const names = (rows: CountryProgress[]) => rows.map((row) => row.countryName);
    expect(names(countryRows(countries, 'name', 'all'))).toEqual(['Alpha', 'beta', 'Delta', 'Epsilon', 'Gamma']);
    expect(names(countryRows(countries, 'leastDone', 'all'))).toEqual(['Delta', 'Alpha', 'beta', 'Epsilon', 'Gamma']);
    expect(names(countryRows(countries, 'mostDone', 'withGaps'))).toEqual(['beta', 'Alpha', 'Delta']);
    expect(names(countryRows(countries, 'name', 'complete'))).toEqual(['Epsilon', 'Gamma']);
    expect(names(countries)).toEqual(['beta', 'Alpha', 'Gamma', 'Delta', 'Epsilon']);
  });

  it('links each gap to where it is fixed', () => {
    const teamGap = (kind: 'leaderWithoutContact' | 'teamWithoutGuide') => ({ kind, count: 1, teamId: TEAM, teamName: 'Alpha Juniors' });
    expect(fixOf(teamGap('leaderWithoutContact'), COUNTRY)).toEqual({ to: '/editTeam', countryId: COUNTRY, teamId: TEAM, state: null });
    expect(fixOf(teamGap('teamWithoutGuide'), COUNTRY)).toEqual({ to: '/controlPanel/guides', countryId: null, teamId: null, state: null });
    expect(fixOf(NO_TEAM, COUNTRY)).toEqual({ to: '/addTeam', countryId: null, teamId: null, state: { countryId: COUNTRY } });
    expect(fixOf({ kind: 'guestWithoutArrival', count: 1, teamId: null, teamName: null }, COUNTRY)).toEqual({
      to: '/listGuests',
      countryId: COUNTRY,
      teamId: null,
      state: null,
    });
  });
});
