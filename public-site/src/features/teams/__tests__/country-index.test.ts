import { countryIndex } from '../country-index';

describe('countryIndex', () => {
  it("lists each country once, by name ignoring case, with its first team of the page's order", () => {
    const teams = [
      { id: 'j-chile', countryName: 'Chile' },
      { id: 'j-austria', countryName: 'austria' },
      { id: 'j-chile-2', countryName: 'Chile' },
      // Senior teams come after the junior ones: a country with both lands on its junior team.
      { id: 's-chile', countryName: 'Chile' },
      { id: 's-brazil', countryName: 'Brazil' },
    ];
    expect(countryIndex(teams)).toEqual([
      { countryName: 'austria', teamId: 'j-austria' },
      { countryName: 'Brazil', teamId: 's-brazil' },
      { countryName: 'Chile', teamId: 'j-chile' },
    ]);
  });
});
