import type { UserRole } from '@olympiad/shared';
import { HOME_PANELS, type RemoteName } from '@olympiad/shared/routes';
import { currentRoute } from './current-route';

export interface RemoteModuleName {
  remote: RemoteName;
  exposed: string;
}

/**
 * The remote modules the first screen of `pathname` renders for the stored `role`: its owner's
 * app and, on the home page, the role's panel. The shell starts fetching them as it boots rather
 * than once it has rendered the route. A route the role may not open names nothing: nobody
 * downloads a remote they may not use.
 */
export function firstScreenModules(pathname: string, role: UserRole | null): RemoteModuleName[] {
  const route = currentRoute(pathname);
  if (!route || route.owner === 'shell') return [];
  if (route.roles && !(role && route.roles.includes(role))) return [];
  const modules: RemoteModuleName[] = [{ remote: route.owner, exposed: 'App' }];
  const panel = route.path === '/' && role ? HOME_PANELS[role] : undefined;
  if (panel) modules.push({ remote: panel, exposed: 'HomePanel' });
  return modules;
}
