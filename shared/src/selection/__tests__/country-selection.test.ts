import { countrySelection } from '../country-selection.js';
import { teamSelection } from '../team-selection.js';

describe('country selection', () => {
  afterEach(() => sessionStorage.clear());

  it('keeps the chosen country for the session, apart from the chosen team', () => {
    const listener = jest.fn();
    const stop = countrySelection.subscribe(listener);
    teamSelection.select('team-1');
    countrySelection.select('country-1');
    expect(sessionStorage.getItem('selectedCountryId')).toBe('country-1');
    expect(teamSelection.get()).toBe('team-1');
    countrySelection.clear();
    expect(countrySelection.get()).toBeNull();
    expect(teamSelection.get()).toBe('team-1');
    stop();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
