import { countryReadUrls } from '../country-reads';
import { firstScreen } from '../first-screen';
import { urlOfCall } from '@olympiad/shared';

const COUNTRY = 'c0aa0000-0000-4000-8000-000000000002';

describe('what the shell fetches while it boots', () => {
  it("names the route's app for a role that may open it", () => {
    expect(firstScreen('/controlPanel/countries', 'Administrator').modules).toEqual([{ remote: 'control-panel', exposed: 'App' }]);
    expect(firstScreen('/guideAllTeams', 'Guide').modules).toEqual([{ remote: 'guide', exposed: 'App' }]);
    expect(firstScreen('/listGuests', 'TeamRegistrator').modules).toEqual([{ remote: 'registration', exposed: 'App' }]);
  });

  it('names nothing for a role, or a visitor, the route turns away', () => {
    expect(firstScreen('/controlPanel/countries', 'TeamRegistrator')).toEqual({ modules: [], countryReads: [] });
    expect(firstScreen('/guideHome', null)).toEqual({ modules: [], countryReads: [] });
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

  it("starts Add Team's and Edit Team's reads of the user's country by the URLs their hooks read them by", () => {
    expect(countryReadUrls(firstScreen('/addTeam', 'TeamRegistrator').countryReads, COUNTRY)).toEqual([
      urlOfCall('readCountryLeaders', { params: { countryId: COUNTRY } }),
      urlOfCall('readCountryTeams', { params: { countryId: COUNTRY } }),
    ]);
    expect(countryReadUrls(firstScreen('/editTeam', 'TeamRegistrator').countryReads, COUNTRY)).toHaveLength(2);
    // A long list under its heading is left to its screen: read early, it only slowed the paint.
    expect(firstScreen('/guideAllTeams', 'Guide').countryReads).toEqual([]);
    expect(firstScreen('/controlPanel/people', 'Administrator').countryReads).toEqual([]);
  });
});
