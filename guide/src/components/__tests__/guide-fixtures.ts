import type { Guide, GuideContestant, GuideLeader, GuideTeam, Person } from '@olympiad/shared/schemas';
import { urlOfCall } from '@olympiad/shared';
import { NO_JOURNEY } from '@olympiad/shared/testing';

/** Guides and teams as readGuideOfUser and readGuides answer them. */
export const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const person = (n: number, fullName: string): Person => ({
  id: id(n),
  fullName,
  roles: ['CONTESTANT'],
  countryId: null,
  country: null,
  tShirtSize: 'M',
  picturePath: urlOfCall('readPicture', { params: { id: id(n) } }),
  timeOfArrival: null,
  arrivalLocation: null,
  timeOfDeparture: null,
  departureLocation: null,
  ...NO_JOURNEY,
  contestId: null,
});

export const contestant = (n: number, fullName: string, seat: string | null = null): GuideContestant => ({
  id: id(n),
  teamId: id(1),
  personId: id(1000 + n),
  contestantGroup: 'Junior',
  isOfficial: true,
  operatingSystemName: 'Linux',
  personEditModel: person(1000 + n, fullName),
  contestantContestDays: { day1: seat ? { seatingPlace: seat } : null, day2: null },
  siteId: id(9),
});

const leader = (n: number, fullName: string, phoneNumber?: string): GuideLeader => ({
  id: id(n),
  personId: id(2000 + n),
  isDeputy: false,
  person: { fullName, tShirtSize: 'L', picturePath: null },
  ...(phoneNumber ? { phoneNumber } : {}),
});

export function team(n: number, name: string, overrides: Partial<GuideTeam> = {}): GuideTeam {
  return {
    id: id(n),
    name,
    group: 'Junior',
    countryId: id(100 + n),
    countryName: name,
    countryFlag: 'iVBORw0KGgo=',
    leader: leader(200 + n, `Leader of ${name}`, '+359 888 123 456'),
    deputyLeader: { ...leader(300 + n, `Deputy of ${name}`), isDeputy: true },
    contestants: [contestant(400 + n, `Ana ${name}`, 'A-12'), contestant(500 + n, `Boris ${name}`)],
    ...overrides,
  };
}

export function guide(n: number, fullName: string, teams: GuideTeam[], phoneNumber: string | null = '+359 877 000 111'): Guide {
  return {
    id: id(n),
    personId: id(3000 + n),
    person: { ...person(3000 + n, fullName), roles: ['GUIDE'] },
    userId: 'u1',
    phoneNumber,
    schoolName: 'Math High School',
    classDesignator: '11B',
    teams,
  };
}
