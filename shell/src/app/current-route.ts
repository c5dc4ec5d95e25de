import { ROUTES, type AppRoute } from '@olympiad/shared/routes';
import { matchRoutes } from '@olympiad/shared/router';

/** The route table's row for a path, ranked as react-router ranks them; undefined when unknown. */
export function currentRoute(pathname: string, routes: readonly AppRoute[] = ROUTES): AppRoute | undefined {
  return matchRoutes([...routes], pathname)?.[0]?.route;
}
