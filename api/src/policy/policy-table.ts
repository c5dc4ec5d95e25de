import { USER_ROLES, type PersonRole, type UserRole } from '@olympiad/shared/schemas';
import type { OwnedKind } from './owners.js';
import type { RegistrationWindow } from './windows.js';

export type Access = 'public' | readonly UserRole[];

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

export interface PolicyEntry {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The route pattern exactly as registered with Fastify. */
  url: string;
  /** Who may call it at all: 401 without a token, 403 for another role. */
  access: Access;
  /**
   * What the call acts on: a TeamRegistrator only on their own country's, a Guide only on their
   * own guide record (403 otherwise); Administrators on everything.
   */
  own?: OwnedAt | readonly OwnedAt[];
  /** The only person roles a TeamRegistrator may give in `body.roles` (403 otherwise). */
  personRoles?: readonly PersonRole[];
  /** When a TeamRegistrator may call it (409 outside); Administrators always. */
  window?: RegistrationWindow;
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
const GUESTS_ONLY = { personRoles: ['GUEST'] } as const;

/**
 * Who may call what, on whose data, and when. Every /api route must appear here: the access
 * plugin refuses to register one that does not, and the api tests walk every row over each role,
 * own and other country, and each registration window. Adding a route = one row + one handler.
 */
export const POLICY: readonly PolicyEntry[] = [
  { method: 'GET', url: '/api/health', access: 'public' },
  { method: 'GET', url: '/api/health/live', access: 'public' },
  // Public to the table: the metrics route checks its own bearer token (METRICS_TOKEN), not a user's.
  { method: 'GET', url: '/api/metrics', access: 'public' },
  { method: 'POST', url: '/api/Identity/Login', access: 'public' },
  { method: 'POST', url: '/api/Identity/Logout', access: USER_ROLES },
  { method: 'POST', url: '/api/Identity/Register', access: ADMIN },
  { method: 'GET', url: '/api/Identity/GetAll', access: ADMIN },
  { method: 'GET', url: '/api/Identity/GetAll/role/:role', access: ADMIN },
  { method: 'POST', url: '/api/Identity/:id/resetPassword', access: ADMIN },
  { method: 'GET', url: '/api/Contest', access: 'public' },
  { method: 'GET', url: '/api/Contest/availableEnums', access: 'public' },
  { method: 'PUT', url: '/api/Contest/:id', access: ADMIN },
  { method: 'GET', url: '/api/Country', access: 'public' },
  { method: 'POST', url: '/api/Country', access: ADMIN },
  { method: 'PUT', url: '/api/Country/:id', access: ADMIN },
  { method: 'DELETE', url: '/api/Country/:id', access: ADMIN },
  { method: 'GET', url: '/api/Picture/:id', access: 'public' },
  { method: 'GET', url: '/api/Team', access: 'public' },
  { method: 'GET', url: '/api/Team/country/:countryId', access: REGISTRATION, ...own('country', 'params.countryId') },
  { method: 'GET', url: '/api/Person/role/COMMITTEE', access: 'public' },
  // Registration: the registrator's team, its leaders and contestants, and the country's guests.
  {
    method: 'POST',
    url: '/api/Team',
    access: REGISTRATION,
    ...owns(ownCountryIn('body.countryId'), existingLeaderIn('body.leaderId'), existingLeaderIn('body.deputyLeaderId')),
    window: 'registration',
  },
  { method: 'PUT', url: '/api/Team/basic', access: REGISTRATION, ...own('team', 'body.id'), window: 'edit' },
  { method: 'PUT', url: '/api/Team/arrival', access: REGISTRATION, ...own('team', 'body.teamId'), window: 'edit' },
  { method: 'GET', url: '/api/Person/leaders/country/:countryId', access: REGISTRATION, ...own('country', 'params.countryId') },
  { method: 'POST', url: '/api/Contestant/toTeam', access: REGISTRATION, ...own('team', 'body.teamId'), window: 'registration' },
  { method: 'PUT', url: '/api/Contestant', access: REGISTRATION, ...own('contestant', 'body.id'), window: 'edit' },
  { method: 'DELETE', url: '/api/Contestant/:id', access: REGISTRATION, ...own('contestant', 'params.id'), window: 'registration' },
  {
    method: 'POST',
    url: '/api/Leader/addreplace',
    access: REGISTRATION,
    ...owns({ kind: 'team', at: 'body.teamId' }, existingLeaderIn('body.leaderId')),
    window: 'registration',
  },
  { method: 'PUT', url: '/api/Leader', access: REGISTRATION, ...own('leader', 'body.id'), window: 'edit' },
  {
    method: 'DELETE',
    url: '/api/Leader/team/:teamId/leader/:leaderId',
    access: REGISTRATION,
    ...owns({ kind: 'team', at: 'params.teamId' }, { kind: 'leader', at: 'params.leaderId' }),
    window: 'registration',
  },
  { method: 'GET', url: '/api/Person', access: ADMIN },
  { method: 'GET', url: '/api/Person/role/:role/:x', access: REGISTRATION, ...own('country', 'params.x') },
  { method: 'POST', url: '/api/Person', access: REGISTRATION, ...owns(ownCountryIn('body.countryId')), ...GUESTS_ONLY, window: 'guests' },
  {
    method: 'PUT',
    url: '/api/Person/:id',
    access: REGISTRATION,
    ...owns({ kind: 'guest', at: 'params.id' }, ownCountryIn('body.countryId')),
    ...GUESTS_ONLY,
    window: 'guests',
  },
  { method: 'DELETE', url: '/api/Person/:id', access: REGISTRATION, ...own('guest', 'params.id'), window: 'guests' },
  { method: 'GET', url: '/api/Guide/all', access: GUIDES },
  { method: 'GET', url: '/api/Guide/byUserId/:userId', access: GUIDES, ...own('user', 'params.userId') },
  { method: 'GET', url: '/api/Team/guide/:guideId', access: GUIDES, ...own('guide', 'params.guideId') },
  { method: 'POST', url: '/api/Guide', access: ADMIN },
  { method: 'POST', url: '/api/Guide/:guideId/teams', access: ADMIN },
  { method: 'DELETE', url: '/api/Guide/:guideId/:teamId', access: ADMIN },
  { method: 'GET', url: '/api/Team/noGuides', access: ADMIN },
  { method: 'GET', url: '/api/Leader', access: ADMIN },
  { method: 'GET', url: '/api/Contest/statistics', access: ADMIN },
  { method: 'GET', url: '/api/Contestant/export/info/csv', access: ADMIN },
  { method: 'POST', url: '/api/Contestant/import/creds/csv/:year', access: ADMIN },
  { method: 'POST', url: '/api/Contestant/import/seatings/csv/:year', access: ADMIN },
  { method: 'GET', url: '/api/Person/committee', access: ADMIN },
  { method: 'GET', url: '/api/Contest/:id/committees', access: ADMIN },
  { method: 'PUT', url: '/api/Contest/:id/committees', access: ADMIN },
];

const key = (method: string, url: string) => `${method === 'HEAD' ? 'GET' : method} ${url}`;
const byRoute = new Map(POLICY.map((entry) => [key(entry.method, entry.url), entry]));

export function policyFor(method: string, url: string): PolicyEntry | undefined {
  return byRoute.get(key(method, url));
}
