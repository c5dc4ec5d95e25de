import { Suspense, type ComponentType } from 'react';
import { lazyScreen, PageLoader } from '@olympiad/shared/plain-ui';
import { REMOTES, routesOf, type PathsOf } from '@olympiad/shared/routes';
import { Route, Routes } from '@olympiad/shared/router';
import { ErrorPage } from '../components/error-page';
import { LoginPage } from '../features/login/components/login-page';
import { RemoteApp } from '../features/remotes/components/remote-app';
import { RoleGate } from './role-gate';
import { useDocumentTitle } from './use-document-title';
import { useHomeAfterLogout } from './use-home-after-logout';
import { useTopOfNewPage } from './use-top-of-new-page';

/**
 * The shell's own screens. The pages of the e-mailed links come on their first visit, with the
 * form libraries they need; a route of the shell without its screen does not compile.
 */
const SHELL_PAGES: Record<PathsOf<'shell'>, ComponentType> = {
  '/login': LoginPage,
  '/logout': LoginPage,
  '/forgotPassword': lazyScreen(() =>
    import('../features/password-links/components/forgot-password-page').then(({ ForgotPasswordPage }) => ForgotPasswordPage),
  ),
  '/setPassword': lazyScreen(() =>
    import('../features/password-links/components/set-password-page').then(({ SetPasswordPage }) => SetPasswordPage),
  ),
};

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
        {routesOf('shell').map(({ path }) => {
          const Page = SHELL_PAGES[path];
          return (
            <Route
              key={path}
              path={path}
              element={
                <Suspense fallback={<PageLoader label="Loading the page" />}>
                  <Page />
                </Suspense>
              }
            />
          );
        })}
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
