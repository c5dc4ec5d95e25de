import { currentRoute } from './current-route';

/** What follows the contest name in the browser title: the route table's title of the path. */
export function routeTitle(pathname: string): string {
  return currentRoute(pathname)?.title ?? 'Page not found';
}

export function documentTitle(contestName: string, pathname: string): string {
  return `${contestName} – ${routeTitle(pathname)}`;
}
