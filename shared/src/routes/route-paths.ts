import { ROUTES, type AppRoute } from './route-table.js';

/**
 * A route's path as react-router matches it (its `compilePath`): the case ignored, trailing
 * slashes allowed, `:param` one segment, a final `*` whatever follows, nothing at all included.
 */
function pathMatcher(path: string): RegExp {
  const splat = path.endsWith('*');
  const source = path
    .replace(/\/*\*?$/, '')
    .replace(/^\/*/, '/')
    .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
    .replace(/\/:[\w-]+/g, '/([^\\/]+)');
  return new RegExp(`^${source}${splat ? '(?:\\/(.+)|\\/*)$' : '\\/*$'}`, 'i');
}

/**
 * Whether a (decoded) path is one of the route table's, as the shell's router decides it: the
 * server answers any other path with the shell's error page and 404, without loading the router.
 */
export function isRoutePath(pathname: string, routes: readonly AppRoute[] = ROUTES): boolean {
  return routes.some((route) => pathMatcher(route.path).test(pathname));
}

/**
 * The route table's row for a (decoded) path, as the shell's router ranks them where the table
 * has overlapping rows: a path of its own before a catch-all (`/controlPanel/*`).
 */
export function routeOfPath(pathname: string): AppRoute | undefined {
  const matching = ROUTES.filter((route: AppRoute) => pathMatcher(route.path).test(pathname));
  return matching.find((route) => !route.path.endsWith('*')) ?? matching[0];
}
