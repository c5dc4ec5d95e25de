import { PERSON_ROLES, type PersonRole, type RegistrationWindow, type UserRole } from '@olympiad/shared/schemas';

type Access = 'public' | readonly UserRole[];

/** The kinds of things a request may act on, each owned by a country (a guide and a user: by a user). */
export type OwnedKind = 'country' | 'team' | 'person' | 'guest' | 'contestant' | 'leader' | 'guide' | 'user';

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

/**
 * Who may make a call, on whose data, and when: a call without one fails the type check, the
 * api's access plugin enforces it, and the api tests walk every call's policy over each role, own
 * and other country, and each registration window.
 */
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

export const ADMIN = ['Administrator'] as const;
export const REGISTRATION = ['Administrator', 'TeamRegistrator'] as const;
export const GUIDES = ['Administrator', 'Guide'] as const;

export const own = (kind: OwnedKind, at: RequestPath) => ({ own: { kind, at } });
export const owns = (...owned: OwnedAt[]) => ({ own: owned });
/** The registrator's own country, written into the body when they leave it out. */
export const ownCountryIn = (at: RequestPath): OwnedAt => ({ kind: 'country', at, fill: true });
export const existingLeaderIn = (at: RequestPath): OwnedAt => ({ kind: 'leader', at, optional: true });

/**
 * Guides and committee members belong to the organisers, whatever country they carry (the host's,
 * as Contest settings presets it): a country's registrator never manages them, only Administrators.
 */
export const ORGANISER_ROLES: readonly PersonRole[] = ['GUIDE', 'COMMITTEE'];
/** The roles of a country's own delegation: its guests, leaders and contestants. */
const DELEGATION_ROLES: readonly PersonRole[] = PERSON_ROLES.filter((role) => !ORGANISER_ROLES.includes(role));

/** A registrator manages guests only: the other people of their country go through the team's calls. */
export const GUESTS_ONLY = { personRoles: { at: 'body.roles', allowed: ['GUEST'] } } as const;
/** A registrator lists their own delegation's people; guides and committee members are the organisers'. */
export const DELEGATION_ONLY = { personRoles: { at: 'params.role', allowed: DELEGATION_ROLES } } as const;
