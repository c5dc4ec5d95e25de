import type { UserRole } from '@olympiad/shared';
import { HOME_PANELS, type AppRoute, type RemoteName } from '@olympiad/shared/routes';
import { currentRoute } from './current-route';

interface RemoteModuleName {
  remote: RemoteName;
  exposed: string;
}

export interface FirstScreen {
  /** Its owner's app and, on the home page, the role's panel. */
  modules: RemoteModuleName[];
  /** The reads of the user's country its form waits for (route table's `countryReads`). */
  countryReads: NonNullable<AppRoute['countryReads']>;
}

const NOTHING: FirstScreen = { modules: [], countryReads: [] };

/**
 * What the first screen of `pathname` needs for the stored `role`, which the shell starts
 * fetching as it boots rather than once it has rendered the route. A route the role may not open
 * needs nothing: nobody downloads a remote they may not use.
 */
export function firstScreen(pathname: string, role: UserRole | null): FirstScreen {
  const route = currentRoute(pathname);
  if (!route || route.owner === 'shell') return NOTHING;
  if (route.roles && !(role && route.roles.includes(role))) return NOTHING;
  const modules: RemoteModuleName[] = [{ remote: route.owner, exposed: 'App' }];
  const panel = route.path === '/' && role ? HOME_PANELS[role] : undefined;
  if (panel) modules.push({ remote: panel, exposed: 'HomePanel' });
  return { modules, countryReads: route.countryReads ?? [] };
}
