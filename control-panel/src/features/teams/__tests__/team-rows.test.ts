import { matchesQuery } from '@olympiad/shared';
import type { Guide, PublicTeam } from '@olympiad/shared/schemas';
import { person, uuid } from '../../../testing/fixtures';
import { ofGroup, teamRows, teamRowText } from '../team-rows';

const publicTeam = (n: number, name: string, countryName: string, group: 'Junior' | 'Senior', people: string[]): PublicTeam => ({
  id: uuid(n),
  name,
  group,
  countryId: uuid(n + 100),
  countryName,
  countryFlag: null,
  leader: { id: uuid(n + 200), personId: uuid(n + 300), isDeputy: false, person: { fullName: people[0]!, picturePath: null } },
  deputyLeader: null,
  contestants: people.slice(1).map((fullName, index) => ({
    id: uuid(n * 10 + index + 1000),
    teamId: uuid(n),
    personId: uuid(n * 10 + index + 2000),
    contestantGroup: group,
    isOfficial: true,
    personEditModel: { id: uuid(n * 10 + index + 2000), fullName, picturePath: null },
  })),
});

const TEAMS = [
  publicTeam(1, 'Romania Seniors', 'Romania', 'Senior', ['Radu Popescu', 'Ana Ionescu']),
  publicTeam(2, 'Bulgaria', 'Bulgaria', 'Junior', ['Ivan Petrov', 'Maria Georgieva', 'Petar Ivanov']),
  publicTeam(3, 'Romania', 'Romania', 'Junior', ['Elena Dumitru', 'Mihai Stan']),
];
const GUIDE: Guide = {
  id: uuid(50),
  personId: uuid(51),
  person: person(51, 'Gergana Guide'),
  userId: null,
  phoneNumber: null,
  schoolName: null,
  classDesignator: null,
  teams: [{ ...TEAMS[1]!, leader: null, deputyLeader: null, contestants: [] }],
};

describe('teams section rows', () => {
  it('sorts by country, then team name, and names each team’s guide and leader', () => {
    const rows = teamRows(TEAMS, [GUIDE]);
    expect(rows.map((row) => row.name)).toEqual(['Bulgaria', 'Romania', 'Romania Seniors']);
    expect(rows[0]).toMatchObject({ leader: 'Ivan Petrov', guide: 'Gergana Guide', contestantNames: ['Maria Georgieva', 'Petar Ivanov'] });
    expect(rows[1]?.guide).toBeNull();
  });

  it('is found by country, team name or any person', () => {
    const rows = teamRows(TEAMS, [GUIDE]);
    const find = (query: string) => rows.filter((row) => matchesQuery(teamRowText(row), query)).map((row) => row.name);
    expect(find('romania')).toEqual(['Romania', 'Romania Seniors']);
    expect(find('seniors')).toEqual(['Romania Seniors']);
    expect(find('Mihai')).toEqual(['Romania']);
    expect(find('gergana')).toEqual(['Bulgaria']);
    expect(find('Ivanov Bulgaria')).toEqual(['Bulgaria']);
  });

  it('filters by group, or keeps every team', () => {
    const rows = teamRows(TEAMS, []);
    expect(ofGroup(rows, 'Senior').map((row) => row.name)).toEqual(['Romania Seniors']);
    expect(ofGroup(rows, 'Junior').map((row) => row.name)).toEqual(['Bulgaria', 'Romania']);
    expect(ofGroup(rows, 'All')).toHaveLength(3);
  });
});
