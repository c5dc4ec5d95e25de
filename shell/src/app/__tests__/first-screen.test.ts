import { firstReadUrls } from '../first-reads';
import { firstScreen } from '../first-screen';

const REGISTRATOR = { id: '00000000-0000-4000-8000-000000000001', name: 'Reg', username: 'reg', countryId: 'c0aa0000-0000-4000-8000-000000000002' };

describe('what the shell fetches while it boots', () => {
  it("names the route's app for a role that may open it", () => {
    expect(firstScreen('/controlPanel/countries', 'Administrator').modules).toEqual([{ remote: 'control-panel', exposed: 'App' }]);
    expect(firstScreen('/guideAllTeams', 'Guide').modules).toEqual([{ remote: 'guide', exposed: 'App' }]);
    expect(firstScreen('/listGuests', 'TeamRegistrator').modules).toEqual([{ remote: 'registration', exposed: 'App' }]);
  });

  it('names nothing for a role, or a visitor, the route turns away', () => {
    expect(firstScreen('/controlPanel/countries', 'TeamRegistrator')).toEqual({ modules: [], reads: [] });
    expect(firstScreen('/guideHome', null)).toEqual({ modules: [], reads: [] });
  });

  it("adds the role's home panel on the home page", () => {
    expect(firstScreen('/', 'TeamRegistrator').modules).toEqual([
      { remote: 'public-site', exposed: 'App' },
      { remote: 'registration', exposed: 'HomePanel' },
    ]);
    expect(firstScreen('/', 'Administrator').modules).toEqual([{ remote: 'public-site', exposed: 'App' }]);
    expect(firstScreen('/', null).modules).toEqual([{ remote: 'public-site', exposed: 'App' }]);
  });

  it("names nothing for the shell's own screens and unknown paths", () => {
    expect(firstScreen('/login', null).modules).toEqual([]);
    expect(firstScreen('/no-such-page', 'Guide').modules).toEqual([]);
  });

  it("starts a screen's first reads by the URLs its hooks read them by, with the user's country", () => {
    expect(firstReadUrls(firstScreen('/addTeam', 'TeamRegistrator').reads, REGISTRATOR)).toEqual([
      `/api/Person/leaders/country/${REGISTRATOR.countryId}`,
      `/api/Team/country/${REGISTRATOR.countryId}`,
    ]);
    expect(firstReadUrls(firstScreen('/editTeam', 'TeamRegistrator').reads, REGISTRATOR)).toHaveLength(2);
    // A long list under its heading is left to its screen: read early, it only slowed the paint.
    expect(firstScreen('/guideAllTeams', 'Guide').reads).toEqual([]);
    expect(firstScreen('/controlPanel/people', 'Administrator').reads).toEqual([]);
  });

  it('leaves a read to the screen when the user lacks its parameter', () => {
    const administrator = { ...REGISTRATOR, countryId: null };
    expect(firstReadUrls(firstScreen('/addTeam', 'Administrator').reads, administrator)).toEqual([]);
  });
});
