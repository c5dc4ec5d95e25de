import { CONTEST_YEAR } from '../constants.js';

/**
 * Every path the front end calls, written one way (a leading slash) so that an swr key and the
 * key a save revalidates are the same string.
 */
export const API = {
  contest: `/api/Contest?year=${CONTEST_YEAR}`,
  enums: '/api/Contest/availableEnums',
  login: '/api/Identity/Login',
  countries: '/api/Country',
  country: (id: string) => `/api/Country/${id}`,
  teams: '/api/Team',
  countryTeams: (countryId: string) => `/api/Team/country/${countryId}`,
  countryLeaders: (countryId: string) => `/api/Person/leaders/country/${countryId}`,
  persons: '/api/Person',
  person: (id: string) => `/api/Person/${id}`,
  /** A role's people of one country (a registrator's guests), in one contest. */
  countryPeopleOfRole: (role: string, countryId: string, contestId: string) =>
    `/api/Person/role/${role}/${countryId}?contestId=${contestId}`,
} as const;
