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
  guides: '/api/Guide/all',
  guideOfUser: (userId: string) => `/api/Guide/byUserId/${userId}`,
  guideTeams: (guideId: string) => `/api/Team/guide/${guideId}`,
} as const;
