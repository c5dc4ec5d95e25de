import { sortTeams, splitByGroup } from '../sort-teams';

describe('sortTeams', () => {
  it('orders by country name, then team name, ignoring case', () => {
    const teams = [
      { countryName: 'bulgaria', name: 'Zeta' },
      { countryName: 'Argentina', name: 'b' },
      { countryName: 'Bulgaria', name: 'alpha' },
      { countryName: 'argentina', name: 'A' },
    ];
    expect(sortTeams(teams).map((t) => `${t.countryName}/${t.name}`)).toEqual([
      'argentina/A',
      'Argentina/b',
      'Bulgaria/alpha',
      'bulgaria/Zeta',
    ]);
  });

  it('splits junior and senior teams', () => {
    const { junior, senior } = splitByGroup([{ group: 'Junior' as const }, { group: 'Senior' as const }]);
    expect(junior).toHaveLength(1);
    expect(senior).toHaveLength(1);
  });
});
