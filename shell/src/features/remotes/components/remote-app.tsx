import { lazy, memo, Suspense, use, useState, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemoteName } from '@olympiad/shared/routes';
import { PageLoader } from '@olympiad/shared/plain-ui';
import { RemoteSourceContext, type RemoteLoader } from '../remote-loader';
import { RemoteErrorBoundary } from './remote-error-boundary';

// Kept across mounts, so returning to a remote's route renders it at once.
const lazyApps = new WeakMap<RemoteLoader, Map<RemoteName, LazyExoticComponent<ComponentType>>>();

function lazyApp(load: RemoteLoader, name: RemoteName) {
  let apps = lazyApps.get(load);
  if (!apps) lazyApps.set(load, (apps = new Map()));
  let app = apps.get(name);
  if (!app) {
    app = lazy(() => load(name, 'App'));
    apps.set(name, app);
  }
  return app;
}

/**
 * A remote's whole app, loaded on first use; a failure stays inside its boundary. On a page the
 * server drew, the boundary keeps the server's markup on screen until the remote has loaded.
 * Memoised: a boundary that received new props before it hydrated would be thrown away and drawn
 * again in the browser, and the routes above re-render as the login state and the title settle.
 */
export const RemoteApp = memo(function RemoteApp({ name }: { name: RemoteName }) {
  const { load, loaded } = use(RemoteSourceContext);
  const [attempt, setAttempt] = useState(0);
  const [App, setApp] = useState(() => loaded?.[name]?.default ?? lazyApp(load, name));
  const retry = () => {
    lazyApps.get(load)?.delete(name);
    setApp(() => lazyApp(load, name));
    setAttempt((a) => a + 1);
  };
  return (
    <RemoteErrorBoundary key={attempt} onRetry={retry}>
      <Suspense fallback={<PageLoader />}>
        <App />
      </Suspense>
    </RemoteErrorBoundary>
  );
});
