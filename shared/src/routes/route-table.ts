import type { UserRole } from '../constants.js';
import type { ContractKey } from '../contract/index.js';
import type { RemoteName } from './remotes.js';

export interface AppRoute {
  /** A react-router path pattern. */
  path: string;
  /** What follows the contest name in the browser title. */
  title: string;
  /** The shell itself, or the remote that renders it (loaded on the first visit of one of its routes). */
  owner: 'shell' | RemoteName;
  /** Who may open it; everyone when absent. The shell guards it before loading the remote. */
  roles?: readonly UserRole[];
  /** Its link in the main navigation bar; `loggedOut` shows it only to visitors. */
  nav?: { label: string; loggedOut?: boolean };
  /** Its link in the control panel's menu. */
  menu?: string;
  /**
   * The same for everyone: the server answers it already drawn, from the current contest and
   * `reads`, the other public GETs the page shows (by contract call, each without parameters:
   * a key rather than its URL, so the route table downloads no API table with it).
   */
  drawnByServer?: { reads: readonly ContractKey[] };
  /**
   * The reads of the signed-in user's own country a screen's form waits for (by contract call,
   * its `:countryId` the user's country): the shell starts them as it boots, while the screen's
   * remote is on its way. Only where it was measured to help: a read the first paint does not
   * need (a long list under its heading) only takes bandwidth from the scripts
   * (docs/benchmarks-archive.md, Lighthouse behind the login).
   */
  countryReads?: readonly ContractKey[];
}

const ADMIN = ['Administrator'] as const;
const CONTEST_ONLY = { reads: [] };
const GUIDE = ['Guide'] as const;
const GUIDES = ['Guide', 'Administrator'] as const;
// A country's registration screens: its registrator's, and an Administrator's for the country
// chosen in the control panel's Teams section.
const REGISTRATION = ['TeamRegistrator', 'Administrator'] as const;

/**
 * Every route of the product (docs/screens.md, Routes), in the order they are matched for titles: a
 * control-panel section comes before the panel's catch-all. Adding a screen = one row here and
 * one page in its app.
 */
export const ROUTES = [
  { path: '/', title: 'Home', owner: 'public-site', drawnByServer: CONTEST_ONLY, nav: { label: 'Home' } },
  { path: '/organizers', title: 'Organizers and partners', owner: 'public-site', drawnByServer: CONTEST_ONLY },
  { path: '/patrons', title: 'Patrons', owner: 'public-site', drawnByServer: CONTEST_ONLY },
  { path: '/sponsors', title: 'Sponsors', owner: 'public-site', drawnByServer: CONTEST_ONLY },
  { path: '/information/rules', title: 'Rules', owner: 'public-site', drawnByServer: CONTEST_ONLY, nav: { label: 'Rules' } },
  {
    path: '/information/environment',
    title: 'Environment',
    owner: 'public-site',
    drawnByServer: CONTEST_ONLY,
    nav: { label: 'Environment' },
  },
  { path: '/commitees', title: 'Committees', owner: 'public-site', drawnByServer: CONTEST_ONLY },
  { path: '/schedule', title: 'Schedule', owner: 'public-site', drawnByServer: CONTEST_ONLY },
  { path: '/teams', title: 'Teams', owner: 'public-site', drawnByServer: { reads: ['readTeams'] }, nav: { label: 'Teams' } },
  // The spec's "same teams list screen", narrowed to the registrator's country.
  { path: '/listTeams', title: 'Teams', owner: 'public-site' },
  { path: '/login', title: 'Login', owner: 'shell', nav: { label: 'Login', loggedOut: true } },
  { path: '/logout', title: 'Logout', owner: 'shell' },
  // Beyond the spec: a link to set a new password by e-mail, and the page its one-time link opens.
  { path: '/forgotPassword', title: 'Forgot password', owner: 'shell' },
  { path: '/setPassword', title: 'Set your password', owner: 'shell' },
  {
    path: '/addTeam',
    title: 'Add Team',
    owner: 'registration',
    roles: REGISTRATION,
    countryReads: ['readCountryLeaders', 'readCountryTeams'],
  },
  {
    path: '/editTeam',
    title: 'Edit Team',
    owner: 'registration',
    roles: REGISTRATION,
    countryReads: ['readCountryTeams', 'readCountryLeaders'],
  },
  { path: '/addGuest', title: 'Add Guest', owner: 'registration', roles: REGISTRATION },
  { path: '/listGuests', title: 'Guests', owner: 'registration', roles: REGISTRATION },
  // Beyond the spec: who changed what in the registrator's own country (readHistory).
  { path: '/history', title: 'History', owner: 'registration', roles: ['TeamRegistrator'] },
  // Beyond the spec: the delegation's visa details and invitation letters (readDelegationLetters).
  { path: '/invitationLetters', title: 'Invitation letters', owner: 'registration', roles: REGISTRATION },
  { path: '/stay', title: 'Rooms, diet and health', owner: 'registration', roles: REGISTRATION },
  { path: '/controlPanel/countries', title: 'Countries', owner: 'control-panel', roles: ADMIN, menu: 'Countries' },
  { path: '/controlPanel/users', title: 'Users', owner: 'control-panel', roles: ADMIN, menu: 'Users' },
  { path: '/controlPanel/guides', title: 'Guides', owner: 'control-panel', roles: ADMIN, menu: 'Guides' },
  { path: '/controlPanel/leaders', title: 'Leaders', owner: 'control-panel', roles: ADMIN, menu: 'Leaders' },
  { path: '/controlPanel/statistics', title: 'Statistics', owner: 'control-panel', roles: ADMIN, menu: 'Statistics' },
  { path: '/controlPanel/committee', title: 'Committee', owner: 'control-panel', roles: ADMIN, menu: 'Committee' },
  { path: '/controlPanel/people', title: 'People', owner: 'control-panel', roles: ADMIN, menu: 'People' },
  { path: '/controlPanel/exportImport', title: 'Export/Import', owner: 'control-panel', roles: ADMIN, menu: 'Export/Import' },
  // Beyond the spec: every team, to change any of them through the registration screens.
  { path: '/controlPanel/teams', title: 'Teams', owner: 'control-panel', roles: ADMIN, menu: 'Teams' },
  // Beyond the spec: the edition's name badges as a PDF to print (exportNameBadges).
  { path: '/controlPanel/badges', title: 'Name badges', owner: 'control-panel', roles: ADMIN, menu: 'Name badges' },
  // Beyond the spec: what each country's registration still misses (readProgress).
  { path: '/controlPanel/progress', title: 'Progress', owner: 'control-panel', roles: ADMIN, menu: 'Progress' },
  // Beyond the spec: who changed what (readHistory).
  { path: '/controlPanel/history', title: 'History', owner: 'control-panel', roles: ADMIN, menu: 'History' },
  // Beyond the spec: the e-mail the product sends, and how its sending stands (readMessages).
  { path: '/controlPanel/messages', title: 'Messages', owner: 'control-panel', roles: ADMIN, menu: 'Messages' },
  // Beyond the spec: every visa invitation letter generated, to revoke one (readLetters).
  { path: '/controlPanel/letters', title: 'Letters', owner: 'control-panel', roles: ADMIN, menu: 'Letters' },
  // Beyond the spec: the edition's own fields (updateContest).
  { path: '/controlPanel/rooms', title: 'Rooms', owner: 'control-panel', roles: ADMIN, menu: 'Rooms' },
  { path: '/controlPanel/kitchen', title: 'Kitchen', owner: 'control-panel', roles: ADMIN, menu: 'Kitchen' },
  // The guides' screen, read-only for everyone: the organisers reach it from the control panel's menu.
  { path: '/transfers', title: 'Transfers', owner: 'guide', roles: GUIDES, menu: 'Transfers' },
  { path: '/controlPanel/contest', title: 'Contest settings', owner: 'control-panel', roles: ADMIN, menu: 'Contest settings' },
  { path: '/controlPanel/*', title: 'Control Panel', owner: 'control-panel', roles: ADMIN },
  { path: '/guideHome', title: 'My teams', owner: 'guide', roles: GUIDE },
  { path: '/guideAllTeams', title: 'All teams by guide', owner: 'guide', roles: GUIDE },
] as const satisfies readonly AppRoute[];

export type RoutePath = (typeof ROUTES)[number]['path'];

/** The paths one app renders: a record keyed by them must give every one of them a page. */
type RoutesOf<Owner extends AppRoute['owner']> = Extract<(typeof ROUTES)[number], { owner: Owner }>;
export type PathsOf<Owner extends AppRoute['owner']> = RoutesOf<Owner>['path'];

export function routesOf<Owner extends AppRoute['owner']>(owner: Owner): readonly RoutesOf<Owner>[] {
  return ROUTES.filter((route): route is RoutesOf<Owner> => route.owner === owner);
}

/** The links of the main navigation bar, in order. */
export const NAV_ROUTES: readonly AppRoute[] = ROUTES.filter((route: AppRoute) => route.nav);

/** The paths the server answers already drawn, each with the reads it is drawn from besides the contest. */
export const DRAWN_PAGES: ReadonlyMap<string, readonly ContractKey[]> = new Map(
  ROUTES.flatMap((route: AppRoute) => (route.drawnByServer ? [[route.path, route.drawnByServer.reads] as const] : [])),
);

/** The control panel's sections, in menu order. */
export const MENU_ROUTES: readonly AppRoute[] = ROUTES.filter((route: AppRoute) => route.menu);

/**
 * The remote whose exposed `HomePanel` the home page's action panel shows to a role; the others
 * get theirs from public-site (visitors the login form, administrators the Control Panel button).
 */
export const HOME_PANELS: Partial<Record<UserRole, RemoteName>> = {
  Guide: 'guide',
  TeamRegistrator: 'registration',
};

/**
 * How tall a remote's home panel is while registration is open. Its place is kept at that height
 * while it loads (the shell waiting for the remote, then the panel for its reads), so that the
 * information links under it move once, not at each step (a phone's layout shift).
 */
export const HOME_PANEL_HEIGHTS: Partial<Record<RemoteName, string>> = { registration: '16.25rem' };
