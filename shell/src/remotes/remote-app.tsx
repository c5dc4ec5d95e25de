import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { useAuth } from '@olympiad/shared';
import { routesOf, type RemoteName } from '@olympiad/shared/routes';
import { useLocation } from '@olympiad/shared/router';
import { PageLoader } from '@olympiad/shared/ui';
import { currentRoute } from '../app/current-route';
import { AccessDenied } from './access-denied';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { loadRemoteApp } from './remote-registry';

const lazyApps = new Map<RemoteName, LazyExoticComponent<ComponentType>>();

function lazyApp(name: RemoteName) {
  let app = lazyApps.get(name);
  if (!app) {
    app = lazy(() => loadRemoteApp(name));
    lazyApps.set(name, app);
  }
  return app;
}

/**
 * A remote's whole app, loaded on first use once the user's role may open the route (so nobody
 * downloads a remote they may not use); a failure stays inside its boundary.
 */
export function RemoteApp({ name }: { name: RemoteName }) {
  const [attempt, setAttempt] = useState(0);
  const [App, setApp] = useState(() => lazyApp(name));
  const { role } = useAuth();
  const roles = currentRoute(useLocation().pathname, routesOf(name))?.roles;
  if (roles && !(role && roles.includes(role))) return <AccessDenied roles={roles} />;
  const retry = () => {
    lazyApps.delete(name);
    setApp(() => lazyApp(name));
    setAttempt((a) => a + 1);
  };
  return (
    <RemoteErrorBoundary key={attempt} onRetry={retry}>
      <Suspense fallback={<PageLoader />}>
        <App />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
