import { matchPath } from '@olympiad/shared/router';

/** What follows the contest name in the browser title, per route of spec section 2. */
const TITLES: [pattern: string, title: string][] = [
  ['/', 'Home'],
  ['/organizers', 'Organizers and partners'],
  ['/patrons', 'Patrons'],
  ['/sponsors', 'Sponsors'],
  ['/information/rules', 'Rules'],
  ['/information/environment', 'Environment'],
  ['/login', 'Login'],
  ['/logout', 'Logout'],
  ['/addTeam', 'Add Team'],
  ['/commitees', 'Committees'],
  ['/schedule', 'Schedule'],
  ['/teams', 'Teams'],
  ['/listTeams', 'Teams'],
  ['/addGuest', 'Guest'],
  ['/listGuests', 'Guests'],
  ['/editTeam', 'Edit Team'],
  ['/controlPanel/*', 'Control Panel'],
  ['/guideHome', 'My teams'],
  ['/guideAllTeams', 'All teams'],
];

export function routeTitle(pathname: string): string {
  return TITLES.find(([pattern]) => matchPath(pattern, pathname))?.[1] ?? 'Page not found';
}

export function documentTitle(contestName: string, pathname: string): string {
  return `${contestName} – ${routeTitle(pathname)}`;
}
