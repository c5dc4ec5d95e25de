import { ROUTES, type RoutePath } from './route-table.js';

/** The public pages that have no place in the navigation bar, in the order the footer and home page list them. */
const INFORMATION_PATHS = ['/organizers', '/patrons', '/sponsors', '/commitees', '/schedule'] as const satisfies readonly RoutePath[];

/** Each of those pages with its route-table title as the link's words. */
export const INFORMATION_LINKS: readonly { path: string; label: string }[] = INFORMATION_PATHS.map((path) => ({
  path,
  label: ROUTES.find((route) => route.path === path)!.title,
}));
