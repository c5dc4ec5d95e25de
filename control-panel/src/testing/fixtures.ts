import { contestUrl, urlOfCall } from '@olympiad/shared';
import type { AvailableEnums, Contest, Country, Person, Team } from '@olympiad/shared/schemas';
import { contestWith, NO_JOURNEY } from '@olympiad/shared/testing';

/** Fixtures the sections' unit tests share. */
export const BULGARIA: Country = {
  id: 'c0aa0000-0000-4000-8000-000000000001',
  name: 'Bulgaria',
  flagImage: null,
  registrationDeadline: null,
};
export const ROMANIA: Country = {
  id: 'c0aa0000-0000-4000-8000-000000000002',
  name: 'Romania',
  flagImage: null,
  registrationDeadline: null,
};

export const ENUMS: AvailableEnums = {
  tShirtSizesList: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
  operatingSystemNamesList: ['Windows', 'Linux', 'macOS'],
  arrivalLocationsList: ['Sofia Airport', 'Sofia Central Railway Station', 'Other'],
  userRolesList: ['Administrator', 'TeamRegistrator', 'Guide'],
  personRolesList: ['GUEST', 'GUIDE', 'LEADER', 'CONTESTANT', 'COMMITTEE'],
};

/** A number-suffixed GUID, readable in failures. */
export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const problem = (status: number, detail: string, errors?: Record<string, string[]>) =>
  new Response(JSON.stringify({ type: 'about:blank', title: 'Bad Request', status, detail, errors }), {
    status,
    headers: { 'content-type': 'application/problem+json' },
  });

export const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as unknown;

/** A person as the server returns it. */
export const person = (n: number, fullName: string, extra: Partial<Person> = {}): Person => ({
  id: uuid(n),
  fullName,
  roles: ['GUIDE'],
  countryId: null,
  country: null,
  tShirtSize: 'M',
  picturePath: urlOfCall('readPicture', { params: { id: uuid(n) } }),
  timeOfArrival: null,
  arrivalLocation: 'Other',
  timeOfDeparture: null,
  departureLocation: 'Other',
  ...NO_JOURNEY,
  contestId: CONTEST_ID,
  ...extra,
});

export const CONTEST_ID = uuid(2025);

export const CONTEST: Contest = contestWith({
  id: CONTEST_ID,
  hostCountry: { id: BULGARIA.id, name: BULGARIA.name },
  rules: '<p>Rules</p>',
  environmentDescription: '<p>Environment</p>',
});

/** The calls every form of the panel makes on mount. */
export const BOOT = {
  [`GET ${contestUrl()}`]: CONTEST,
  [`GET ${urlOfCall('readEnumerations')}`]: ENUMS,
  [`GET ${urlOfCall('readCountries')}`]: [BULGARIA, ROMANIA],
};

/** A team as readTeamsWithoutGuide answers it. */
export const team = (n: number, name: string, countryName: string, extra: Partial<Team> = {}): Team => ({
  id: uuid(n),
  name,
  group: 'Junior',
  countryId: BULGARIA.id,
  countryName,
  countryFlag: null,
  siteId: uuid(900),
  timeOfArrival: null,
  arrivalLocation: null,
  timeOfDeparture: null,
  departureLocation: null,
  ...NO_JOURNEY,
  leader: null,
  deputyLeader: null,
  contestants: [],
  ...extra,
});
