import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemoteName } from '@olympiad/shared/routes';
import { PageLoader } from '@olympiad/shared/ui';
import { loadRemoteModule } from '../remote-registry';
import { RemoteErrorBoundary } from './remote-error-boundary';

// Kept across mounts, so returning to a remote's route renders it at once.
const lazyApps = new Map<RemoteName, LazyExoticComponent<ComponentType>>();

function lazyApp(name: RemoteName) {
  let app = lazyApps.get(name);
  if (!app) {
    app = lazy(() => loadRemoteModule(name, 'App'));
    lazyApps.set(name, app);
  }
  return app;
}

/** A remote's whole app, loaded on first use; a failure stays inside its boundary. */
export function RemoteApp({ name }: { name: RemoteName }) {
  const [attempt, setAttempt] = useState(0);
  const [App, setApp] = useState(() => lazyApp(name));
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
