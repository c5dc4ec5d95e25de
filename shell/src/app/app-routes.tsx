import { REMOTES, routesOf } from '@olympiad/shared/routes';
import { Route, Routes } from '@olympiad/shared/router';
import { ErrorPage } from '../errors/error-page';
import { LoginPage } from '../login/login-page';
import { RemoteApp } from '../remotes/remote-app';
import { useDocumentTitle } from './use-document-title';
import { useHomeAfterLogout } from './use-home-after-logout';

/**
 * Spec section 2, from the route table. Each remote renders its own routes under a pathless
 * layout route, so it sees the whole path and the shell loads it only when one of its routes
 * matches.
 */
export function AppRoutes() {
  useDocumentTitle();
  useHomeAfterLogout();
  return (
    <Routes>
      {routesOf('shell').map(({ path }) => (
        <Route key={path} path={path} element={<LoginPage />} />
      ))}
      {REMOTES.map(({ name }) => (
        <Route key={name} element={<RemoteApp key={name} name={name} />}>
          {routesOf(name).map(({ path }) => (
            <Route key={path} path={path} element={null} />
          ))}
        </Route>
      ))}
      <Route path="*" element={<ErrorPage />} />
    </Routes>
  );
}
