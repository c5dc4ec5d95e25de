import { firstScreenModules } from '../first-screen-modules';

describe('the remote modules fetched while the shell boots', () => {
  it("names the route's app for a role that may open it", () => {
    expect(firstScreenModules('/controlPanel/countries', 'Administrator')).toEqual([{ remote: 'control-panel', exposed: 'App' }]);
    expect(firstScreenModules('/guideAllTeams', 'Guide')).toEqual([{ remote: 'guide', exposed: 'App' }]);
    expect(firstScreenModules('/listGuests', 'TeamRegistrator')).toEqual([{ remote: 'registration', exposed: 'App' }]);
  });

  it('names nothing for a role, or a visitor, the route turns away', () => {
    expect(firstScreenModules('/controlPanel/countries', 'TeamRegistrator')).toEqual([]);
    expect(firstScreenModules('/guideHome', null)).toEqual([]);
  });

  it("adds the role's home panel on the home page", () => {
    expect(firstScreenModules('/', 'TeamRegistrator')).toEqual([
      { remote: 'public-site', exposed: 'App' },
      { remote: 'registration', exposed: 'HomePanel' },
    ]);
    expect(firstScreenModules('/', 'Administrator')).toEqual([{ remote: 'public-site', exposed: 'App' }]);
    expect(firstScreenModules('/', null)).toEqual([{ remote: 'public-site', exposed: 'App' }]);
  });

  it("names nothing for the shell's own screens and unknown paths", () => {
    expect(firstScreenModules('/login', null)).toEqual([]);
    expect(firstScreenModules('/no-such-page', 'Guide')).toEqual([]);
  });
});
