import { teamSelection } from '../team-selection.js';

describe('team selection', () => {
  afterEach(() => teamSelection.clear());

  it('keeps the selected team for the session and tells subscribers', () => {
    const listener = jest.fn();
    const stop = teamSelection.subscribe(listener);
    teamSelection.select('team-1');
    expect(teamSelection.get()).toBe('team-1');
    expect(sessionStorage.getItem('selectedTeamId')).toBe('team-1');
    teamSelection.clear();
    expect(teamSelection.get()).toBeNull();
    stop();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
