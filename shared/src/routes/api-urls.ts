import { ROUTES } from '../contract/routes.js';
import { pathOf, urlOf } from '../contract/url.js';
import { edition } from '../edition.js';

/**
 * Every URL the front end calls, built from the contract's paths (contract/routes.ts) and
 * written one way, so that an swr key and the key a save revalidates are the same string.
 */
export const API = {
  /** The current edition's contest (the year follows the edition read, edition.ts). */
  get contest() {
    return urlOf(ROUTES.readContest.path, {}, { year: edition().year });
  },
  enums: ROUTES.readEnumerations.path,
  login: ROUTES.logIn.path,
  /** Ends the token it is called with, on every instance of the server. */
  logout: ROUTES.logOut.path,
  countries: ROUTES.readCountries.path,
  country: (id: string) => pathOf(ROUTES.updateCountry.path, { id }),
  /** GET the public list; POST creates a team. */
  teams: ROUTES.readTeams.path,
  countryTeams: (countryId: string) => pathOf(ROUTES.readCountryTeams.path, { countryId }),
  users: ROUTES.readUsers.path,
  usersWithRole: (role: string) => pathOf(ROUTES.readUsersWithRole.path, { role }),
  register: ROUTES.registerUser.path,
  resetPassword: (userId: string) => pathOf(ROUTES.resetPassword.path, { id: userId }),
  contestById: (id: string) => pathOf(ROUTES.updateContest.path, { id }),
  // Registration: the team, its leaders and contestants, and the country's guests.
  teamBasics: ROUTES.editTeamBasics.path,
  teamArrival: ROUTES.editTeamArrival.path,
  countryLeaders: (countryId: string) => pathOf(ROUTES.readCountryLeaders.path, { countryId }),
  contestantToTeam: ROUTES.addContestant.path,
  /** PUT changes a contestant (the body carries the id). */
  contestants: ROUTES.editContestant.path,
  contestant: (id: string) => pathOf(ROUTES.removeContestant.path, { id }),
  replaceLeader: ROUTES.replaceLeader.path,
  /** GET every leader (Administrators); PUT changes a leader or deputy (the body carries the id). */
  leaders: ROUTES.readLeaders.path,
  teamLeader: (teamId: string, leaderId: string) => pathOf(ROUTES.removeLeader.path, { teamId, leaderId }),
  /** GET every person (Administrators); POST adds a guest (or, for Administrators, any person). */
  people: ROUTES.readPeople.path,
  person: (id: string) => pathOf(ROUTES.updatePerson.path, { id }),
  /** A person's subject-access export, an attachment (Administrators). */
  personData: (id: string) => pathOf(ROUTES.exportPersonData.path, { id }),
  countryGuests: (countryId: string, contestId: string) =>
    urlOf(ROUTES.readPeopleOfCountry.path, { role: 'GUEST', x: countryId }, { contestId }),
  guides: ROUTES.readGuides.path,
  guideOfUser: (userId: string) => pathOf(ROUTES.readGuideOfUser.path, { userId }),
  teamsOfGuide: (guideId: string) => pathOf(ROUTES.readTeamsOfGuide.path, { guideId }),
  createGuide: ROUTES.createGuide.path,
  guideTeams: (guideId: string) => pathOf(ROUTES.assignGuideTeams.path, { guideId }),
  guideTeam: (guideId: string, teamId: string) => pathOf(ROUTES.removeGuideTeam.path, { guideId, teamId }),
  teamsWithoutGuide: ROUTES.readTeamsWithoutGuide.path,
  statistics: (year: number = edition().year) => urlOf(ROUTES.readStatistics.path, {}, { year }),
  exportContestants: ROUTES.exportContestants.path,
  backup: ROUTES.downloadBackup.path,
  nameBadges: (query: { layout: string; countryId?: string; role?: string }) => urlOf(ROUTES.exportNameBadges.path, {}, query),
  importCredentials: (year: number = edition().year) => pathOf(ROUTES.importCredentials.path, { year }),
  importSeatings: (year: number = edition().year) => pathOf(ROUTES.importSeatings.path, { year }),
  committeePeople: ROUTES.readCommitteePeople.path,
  committees: (contestId: string) => pathOf(ROUTES.readCommittees.path, { id: contestId }),
} as const;
