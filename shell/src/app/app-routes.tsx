import { REMOTES, routesOf } from '@olympiad/shared/routes';
import { Route, Routes } from '@olympiad/shared/router';
import { ErrorPage } from '../components/error-page';
import { LoginPage } from '../features/login/components/login-page';
import { RemoteApp } from '../features/remotes/components/remote-app';
import { RoleGate } from './role-gate';
import { useDocumentTitle } from './use-document-title';
import { useHomeAfterLogout } from './use-home-after-logout';
import { useTopOfNewPage } from './use-top-of-new-page';

/**
 * The routes of docs/screens.md, from the route table. Each remote renders its own routes under a pathless
 * layout route, so it sees the whole path and the shell loads it only when one of its routes
 * matches and the user's role may open it.
 */
export function AppRoutes() {
  return (
    <>
      <RouteEffects />
      <Routes>
        {routesOf('shell').map(({ path }) => (
          <Route key={path} path={path} element={<LoginPage />} />
        ))}
        {REMOTES.map(({ name }) => (
          <Route
            key={name}
            element={
              <RoleGate remote={name}>
                <RemoteApp key={name} name={name} />
              </RoleGate>
            }
          >
            {routesOf(name).map(({ path }) => (
              <Route key={path} path={path} element={null} />
            ))}
          </Route>
        ))}
        <Route path="*" element={<ErrorPage />} />
      </Routes>
    </>
  );
}

/**
 * The title, the way home after a logout and a new page's scroll position. A component of their own: the routes above a
 * remote must not re-render as the title's data settles, or a page the server drew would be
 * thrown away and drawn again before its remote could take it over.
 */
function RouteEffects() {
  useDocumentTitle();
  useHomeAfterLogout();
  useTopOfNewPage();
  return null;
}
