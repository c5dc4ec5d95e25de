import { edition } from '../edition.js';

/**
 * Every path the front end calls, written one way (a leading slash) so that an swr key and the
 * key a save revalidates are the same string.
 */
export const API = {
  /** The current edition's contest (the year follows the edition read, edition.ts). */
  get contest() {
    return `/api/Contest?year=${edition().year}`;
  },
  enums: '/api/Contest/availableEnums',
  login: '/api/Identity/Login',
  /** Ends the token it is called with, on every instance of the server. */
  logout: '/api/Identity/Logout',
  countries: '/api/Country',
  country: (id: string) => `/api/Country/${id}`,
  /** GET the public list; POST creates a team. */
  teams: '/api/Team',
  countryTeams: (countryId: string) => `/api/Team/country/${countryId}`,
  users: '/api/Identity/GetAll',
  usersWithRole: (role: string) => `/api/Identity/GetAll/role/${role}`,
  register: '/api/Identity/Register',
  resetPassword: (userId: string) => `/api/Identity/${userId}/resetPassword`,
  contestById: (id: string) => `/api/Contest/${id}`,
  // Registration: the team, its leaders and contestants, and the country's guests.
  teamBasics: '/api/Team/basic',
  teamArrival: '/api/Team/arrival',
  countryLeaders: (countryId: string) => `/api/Person/leaders/country/${countryId}`,
  contestantToTeam: '/api/Contestant/toTeam',
  /** PUT changes a contestant (the body carries the id). */
  contestants: '/api/Contestant',
  contestant: (id: string) => `/api/Contestant/${id}`,
  replaceLeader: '/api/Leader/addreplace',
  /** GET every leader (Administrators); PUT changes a leader or deputy (the body carries the id). */
  leaders: '/api/Leader',
  teamLeader: (teamId: string, leaderId: string) => `/api/Leader/team/${teamId}/leader/${leaderId}`,
  /** GET every person (Administrators); POST adds a guest (or, for Administrators, any person). */
  people: '/api/Person',
  person: (id: string) => `/api/Person/${id}`,
  countryGuests: (countryId: string, contestId: string) => `/api/Person/role/GUEST/${countryId}?contestId=${contestId}`,
  guides: '/api/Guide/all',
  guideOfUser: (userId: string) => `/api/Guide/byUserId/${userId}`,
  teamsOfGuide: (guideId: string) => `/api/Team/guide/${guideId}`,
  createGuide: '/api/Guide',
  guideTeams: (guideId: string) => `/api/Guide/${guideId}/teams`,
  guideTeam: (guideId: string, teamId: string) => `/api/Guide/${guideId}/${teamId}`,
  teamsWithoutGuide: '/api/Team/noGuides',
  statistics: (year: number = edition().year) => `/api/Contest/statistics?year=${year}`,
  exportContestants: '/api/Contestant/export/info/csv',
  importCredentials: (year: number = edition().year) => `/api/Contestant/import/creds/csv/${year}`,
  importSeatings: (year: number = edition().year) => `/api/Contestant/import/seatings/csv/${year}`,
  committeePeople: '/api/Person/committee',
  committees: (contestId: string) => `/api/Contest/${contestId}/committees`,
} as const;
