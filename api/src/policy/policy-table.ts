import { CONTRACT, CONTRACT_KEYS, type ContractKey, type Method } from '@olympiad/shared/contract';
import { USER_ROLES, type PersonRole, type UserRole } from '@olympiad/shared/schemas';
import { DELEGATION_ROLES, type OwnedKind } from './owners.js';
import type { RegistrationWindow } from './windows.js';

type Access = 'public' | readonly UserRole[];

/** Where in the request the id of the owned thing is: `params.id`, `body.teamId`, … */
export type RequestPath = `${'params' | 'body' | 'query'}.${string}`;

/**
 * One owned thing a request names. `optional`: absent or the empty id (a new leader) is not
 * checked. `fill`: a TeamRegistrator may leave it out and gets their own country written there
 * (a registrator's team or guest always goes to their own country).
 */
export interface OwnedAt {
  kind: OwnedKind;
  at: RequestPath;
  optional?: boolean;
  fill?: boolean;
}

/** Who may make a call, on whose data, and when. */
export interface Policy {
  /** Who may call it at all: 401 without a token, 403 for another role. */
  access: Access;
  /**
   * What the call acts on: a TeamRegistrator only on their own country's, a Guide only on their
   * own guide record (403 otherwise); Administrators on everything.
   */
  own?: OwnedAt | readonly OwnedAt[];
  /** The only person roles a TeamRegistrator may name at `at`: a body's `roles`, a path's `role` (403 otherwise). */
  personRoles?: { at: RequestPath; allowed: readonly PersonRole[] };
  /** When a TeamRegistrator may call it (409 outside); Administrators always. */
  window?: RegistrationWindow;
}

/** A call's policy with its route, as the access plugin attaches it. */
export interface PolicyEntry extends Policy {
  key: ContractKey;
  method: Method;
  /** The route pattern exactly as registered with Fastify: the contract's path. */
  url: string;
}

const ADMIN = ['Administrator'] as const;
const REGISTRATION = ['Administrator', 'TeamRegistrator'] as const;
const GUIDES = ['Administrator', 'Guide'] as const;

const own = (kind: OwnedKind, at: RequestPath) => ({ own: { kind, at } });
const owns = (...owned: OwnedAt[]) => ({ own: owned });
/** The registrator's own country, written into the body when they leave it out. */
const ownCountryIn = (at: RequestPath): OwnedAt => ({ kind: 'country', at, fill: true });
const existingLeaderIn = (at: RequestPath): OwnedAt => ({ kind: 'leader', at, optional: true });
/** A registrator manages guests only: the other people of their country go through the team's calls. */
const GUESTS_ONLY = { personRoles: { at: 'body.roles', allowed: ['GUEST'] } } as const;
/** A registrator lists their own delegation's people; guides and committee members are the organisers'. */
const DELEGATION_ONLY = { personRoles: { at: 'params.role', allowed: DELEGATION_ROLES } } as const;

/**
 * Who may make each call of the contract, on whose data, and when: a call without a row fails the
 * type check, and the access plugin refuses to register an /api route that is no call. The api
 * tests walk every row over each role, own and other country, and each registration window.
 */
export const POLICY_TABLE: Record<ContractKey, Policy> = {
  readReadiness: { access: 'public' },
  readLiveness: { access: 'public' },
  // Public to the table: the metrics route checks its own bearer token (METRICS_TOKEN), not a user's.
  readMetrics: { access: 'public' },
  // Integrators start from it; it names the routes, never anyone's data.
  readApiDescription: { access: 'public' },
  logIn: { access: 'public' },
  logOut: { access: USER_ROLES },
  registerUser: { access: ADMIN },
  readUsers: { access: ADMIN },
  readUsersWithRole: { access: ADMIN },
  resetPassword: { access: ADMIN },
  readContest: { access: 'public' },
  readEnumerations: { access: 'public' },
  updateContest: { access: ADMIN },
  readCountries: { access: 'public' },
  // A registrator's screens read their own country's deadline; never another's.
  readCountry: { access: REGISTRATION, ...own('country', 'params.id') },
  createCountry: { access: ADMIN },
  updateCountry: { access: ADMIN },
  deleteCountry: { access: ADMIN },
  readPicture: { access: 'public' },
  readTeams: { access: 'public' },
  readCountryTeams: { access: REGISTRATION, ...own('country', 'params.countryId') },
  readPublicCommittee: { access: 'public' },
  // Registration: the registrator's team, its leaders and contestants, and the country's guests.
  createTeam: {
    access: REGISTRATION,
    ...owns(ownCountryIn('body.countryId'), existingLeaderIn('body.leaderId'), existingLeaderIn('body.deputyLeaderId')),
    window: 'registration',
  },
  editTeamBasics: { access: REGISTRATION, ...own('team', 'body.id'), window: 'edit' },
  editTeamArrival: { access: REGISTRATION, ...own('team', 'body.teamId'), window: 'edit' },
  readCountryLeaders: { access: REGISTRATION, ...own('country', 'params.countryId') },
  addContestant: { access: REGISTRATION, ...own('team', 'body.teamId'), window: 'registration' },
  editContestant: { access: REGISTRATION, ...own('contestant', 'body.id'), window: 'edit' },
  removeContestant: { access: REGISTRATION, ...own('contestant', 'params.id'), window: 'registration' },
  replaceLeader: {
    access: REGISTRATION,
    ...owns({ kind: 'team', at: 'body.teamId' }, existingLeaderIn('body.leaderId')),
    window: 'registration',
  },
  editLeader: { access: REGISTRATION, ...own('leader', 'body.id'), window: 'edit' },
  removeLeader: {
    access: REGISTRATION,
    ...owns({ kind: 'team', at: 'params.teamId' }, { kind: 'leader', at: 'params.leaderId' }),
    window: 'registration',
  },
  readPeople: { access: ADMIN },
  readPeopleOfCountry: { access: REGISTRATION, ...own('country', 'params.x'), ...DELEGATION_ONLY },
  createPerson: { access: REGISTRATION, ...owns(ownCountryIn('body.countryId')), ...GUESTS_ONLY, window: 'guests' },
  updatePerson: {
    access: REGISTRATION,
    ...owns({ kind: 'guest', at: 'params.id' }, ownCountryIn('body.countryId')),
    ...GUESTS_ONLY,
    window: 'guests',
  },
  // Consent can be withdrawn at any time: no window. The organisers' people are no country's (owners.ts).
  recordPublicConsent: { access: REGISTRATION, ...own('person', 'params.id') },
  deletePerson: { access: REGISTRATION, ...own('guest', 'params.id'), window: 'guests' },
  readGuides: { access: GUIDES },
  readGuideOfUser: { access: GUIDES, ...own('user', 'params.userId') },
  readTeamsOfGuide: { access: GUIDES, ...own('guide', 'params.guideId') },
  createGuide: { access: ADMIN },
  assignGuideTeams: { access: ADMIN },
  removeGuideTeam: { access: ADMIN },
  readTeamsWithoutGuide: { access: ADMIN },
  readLeaders: { access: ADMIN },
  readStatistics: { access: ADMIN },
  readProgress: { access: ADMIN },
  // A registrator's own checklist (the home panel); never another country's.
  readCountryProgress: { access: REGISTRATION, ...own('country', 'params.countryId') },
  // A registrator's own country's history only: their country is filled in when left out.
  readHistory: { access: REGISTRATION, own: ownCountryIn('query.countryId') },
  exportContestants: { access: ADMIN },
  exportNameBadges: { access: ADMIN },
  downloadBackup: { access: ADMIN },
  erasePersonalData: { access: ADMIN },
  exportPersonData: { access: ADMIN },
  importCredentials: { access: ADMIN },
  importSeatings: { access: ADMIN },
  readCommitteePeople: { access: ADMIN },
  readCommittees: { access: ADMIN },
  saveCommittees: { access: ADMIN },
};

/** A call's policy with its route, as registerCalls attaches it to the call's handler. */
export const policyOf = (key: ContractKey): PolicyEntry => ({
  key,
  method: CONTRACT[key].method,
  url: CONTRACT[key].path,
  ...POLICY_TABLE[key],
});

/** Every call with its policy and route. */
export const POLICY: readonly PolicyEntry[] = CONTRACT_KEYS.map(policyOf);

/**
 * The interactive reference (Swagger UI's page and its own assets, served from this server) is
 * public and no call of the contract: it describes the calls, it is not one.
 */
export const REFERENCE_PREFIX = '/api/docs';

export const isReferenceRoute = (url: string) => url === REFERENCE_PREFIX || url.startsWith(`${REFERENCE_PREFIX}/`);
