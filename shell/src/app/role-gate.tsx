import type { ReactNode } from 'react';
import { useAuth } from '@olympiad/shared';
import { routesOf, type RemoteName } from '@olympiad/shared/routes';
import { useLocation } from '@olympiad/shared/router';
import { AccessDenied } from './access-denied';
import { currentRoute } from './current-route';

/**
 * Lets through only the roles the route table gives the current route of a remote, before its
 * code is fetched: nobody downloads a remote they may not use.
 */
export function RoleGate({ remote, children }: { remote: RemoteName; children: ReactNode }) {
  const { role } = useAuth();
  const roles = currentRoute(useLocation().pathname, routesOf(remote))?.roles;
  if (roles && !(role && roles.includes(role))) return <AccessDenied roles={roles} />;
  return children;
}
