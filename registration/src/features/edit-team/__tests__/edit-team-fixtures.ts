import type { AvailableEnums, Contestant, Leader, Team } from '@olympiad/shared/schemas';
import { NO_JOURNEY } from '@olympiad/shared/testing';

export const COUNTRY_ID = 'c0aa0000-0000-4000-8000-0000000000a1';
export const TEAM_ID = '7ea00000-0000-4000-8000-000000000001';
const SITE_ID = '5a1e0000-0000-4000-8000-000000000001';

export const ENUMS: AvailableEnums = {
  tShirtSizesList: ['S', 'M', 'L'],
  operatingSystemNamesList: ['Windows', 'Linux'],
  arrivalLocationsList: ['Sofia Airport', 'Other'],
  userRolesList: ['Administrator', 'TeamRegistrator', 'Guide'],
  personRolesList: ['GUEST', 'LEADER', 'CONTESTANT'],
};

const leader = (n: number, fullName: string, isDeputy: boolean, teamName: string | null = 'Atlantis Juniors'): Leader => ({
  id: `1ead0000-0000-4000-8000-00000000000${n}`,
  personId: `9e150000-0000-4000-8000-00000000000${n}`,
  email: `leader${n}@example.com`,
  phoneNumber: `+35988800000${n}`,
  isDeputy,
  person: { fullName, tShirtSize: 'L', picturePath: `/api/Picture/p${n}` },
  teamId: teamName ? TEAM_ID : null,
  teamName,
  teamGroup: 'Junior',
  countryName: 'Atlantis',
  publicConsent: { photo: true, name: true, recorded: { photo: null, name: null } },
});

export const LEADER = leader(1, 'Lena Leader', false);
export const DEPUTY = leader(2, 'Dan Deputy', true);
/** A leader of the country without a place in this team: the pickers offer them. */
export const SPARE = leader(3, 'Sam Spare', false, 'Atlantis Seniors');

export function contestant(n: number, fullName: string): Contestant {
  return {
    id: `c0de0000-0000-4000-8000-00000000000${n}`,
    teamId: TEAM_ID,
    personId: `9e150000-0000-4000-8000-00000000001${n}`,
    contestantGroup: 'Junior',
    isOfficial: true,
    dateOfBirth: '2011-03-04',
    operatingSystemName: 'Linux',
    hasPersonForContact: false,
    personForContactName: null,
    personForContactPhoneNumber: null,
    personEditModel: {
      id: `9e150000-0000-4000-8000-00000000001${n}`,
      fullName,
      roles: ['CONTESTANT'],
      countryId: COUNTRY_ID,
      country: { name: 'Atlantis' },
      tShirtSize: 'M',
      picturePath: null,
      timeOfArrival: '2025-08-28T10:00:00',
      arrivalLocation: 'Sofia Airport',
      timeOfDeparture: '2025-09-03T18:00:00',
      departureLocation: 'Sofia Airport',
      ...NO_JOURNEY,
      contestId: null,
    },
    contestantContestDays: { day1: null, day2: null },
    siteId: SITE_ID,
    publicConsent: { photo: true, name: true, recorded: { photo: null, name: null } },
  };
}

export function makeTeam(overrides: Partial<Team> = {}): Team {
  return {
    id: TEAM_ID,
    name: 'Atlantis Juniors',
    group: 'Junior',
    countryId: COUNTRY_ID,
    countryName: 'Atlantis',
    countryFlag: null,
    siteId: SITE_ID,
    timeOfArrival: '2025-08-28T10:00:00',
    arrivalLocation: 'Sofia Airport',
    timeOfDeparture: '2025-09-03T18:00:00',
    departureLocation: 'Sofia Airport',
    ...NO_JOURNEY,
    leader: LEADER,
    deputyLeader: DEPUTY,
    contestants: [contestant(1, 'Ada Lovelace'), contestant(2, 'Alan Turing')],
    ...overrides,
  };
}

export const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as Record<string, unknown>;

export const problem = (status: number, detail: string, errors?: Record<string, string[]>) =>
  new Response(JSON.stringify({ type: 'about:blank', title: 'Error', status, detail, errors }), {
    status,
    headers: { 'content-type': 'application/problem+json' },
  });
