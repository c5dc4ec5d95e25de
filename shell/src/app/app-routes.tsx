import { REMOTE_ROUTES, type RemoteName } from '@olympiad/shared/mf';
import { Route, Routes } from '@olympiad/shared/router';
import { ErrorPage } from '../errors/error-page';
import { LoginPage } from '../login/login-page';
import { RemoteApp } from '../remotes/remote-app';
import { useDocumentTitle } from './use-document-title';
import { useHomeAfterLogout } from './use-home-after-logout';

const remotes = Object.entries(REMOTE_ROUTES) as [RemoteName, readonly string[]][];

/**
 * Spec section 2. Each remote renders its own routes under a pathless layout route, so it sees
 * the whole path and the shell loads it only when one of its routes matches.
 */
export function AppRoutes() {
  useDocumentTitle();
  useHomeAfterLogout();
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/logout" element={<LoginPage />} />
      {remotes.map(([name, paths]) => (
        <Route key={name} element={<RemoteApp key={name} name={name} />}>
          {paths.map((path) => (
            <Route key={path} path={path} element={null} />
          ))}
        </Route>
      ))}
      <Route path="*" element={<ErrorPage />} />
    </Routes>
  );
}
