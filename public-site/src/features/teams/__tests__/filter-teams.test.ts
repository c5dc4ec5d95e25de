import type { PublicTeam } from '@olympiad/shared/schemas';
import { filterTeams } from '../filter-teams';

const person = (fullName: string) => ({ id: fullName, fullName, picturePath: null });
const team = (countryName: string, name: string, contestant: string) =>
  ({
    id: name,
    name,
    group: 'Junior',
    countryId: countryName,
    countryName,
    countryFlag: null,
    leader: { id: 'l', personId: 'l', isDeputy: false, person: person(`Leader of ${name}`) },
    deputyLeader: null,
    contestants: [
      { id: 'c', teamId: name, personId: 'c', contestantGroup: 'Junior', isOfficial: true, personEditModel: person(contestant) },
    ],
  }) as unknown as PublicTeam;

const teams = [
  team('Bulgaria', 'Roses', 'Ivan Petrov'),
  team('Côte d’Ivoire', 'Elephants', 'Awa Koné'),
  team('Chile', 'Condors', 'Ana Soto'),
];

describe('filterTeams', () => {
  it('keeps every team for an empty or blank query', () => {
    expect(filterTeams(teams, '')).toBe(teams);
    expect(filterTeams(teams, '   ')).toBe(teams);
  });

  it('matches the country, the team name or a person, ignoring case and accents', () => {
    expect(filterTeams(teams, 'bulg').map((t) => t.name)).toEqual(['Roses']);
    expect(filterTeams(teams, 'COTE').map((t) => t.name)).toEqual(['Elephants']);
    expect(filterTeams(teams, 'condors').map((t) => t.name)).toEqual(['Condors']);
    expect(filterTeams(teams, 'kone').map((t) => t.name)).toEqual(['Elephants']);
  });

  it('needs every word to match', () => {
    expect(filterTeams(teams, 'chile ana').map((t) => t.name)).toEqual(['Condors']);
    expect(filterTeams(teams, 'chile ivan')).toEqual([]);
  });
});
