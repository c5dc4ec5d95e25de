import { teamSelection } from '../team-selection.js';

describe('team selection', () => {
  afterEach(() => teamSelection.clear());

  it('keeps the selected team for the session and tells subscribers', () => {
    const listener = jest.fn();
    const stop = teamSelection.subscribe(listener);
    teamSelection.select('team-1');
    expect(teamSelection.get()).toBe('team-1');
    expect(sessionStorage.getItem('selectedTeamId')).toBe('team-1');
    // Beside it, the cookie with which the server draws Edit Team for this choice.
    expect(document.cookie).toContain('olympiad-selection-selectedTeamId=team-1');
    teamSelection.clear();
    expect(teamSelection.get()).toBeNull();
    expect(document.cookie).not.toContain('olympiad-selection-selectedTeamId');
    stop();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('team selection after a reload', () => {
  afterEach(() => sessionStorage.clear());

  it('is read back by a freshly loaded module, as after a reload of /editTeam', () => {
    teamSelection.select('team-2');
    jest.isolateModules(() => {
      // A new copy of the module: nothing kept in memory, only what the session stored.
      const { teamSelection: reloaded } = jest.requireActual<{ teamSelection: typeof teamSelection }>('../team-selection.js');
      expect(reloaded.get()).toBe('team-2');
    });
  });
});
