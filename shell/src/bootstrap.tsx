import { createRoot, hydrateRoot } from 'react-dom/client';
import { preloadBootReads, provideRemoteLoader, readBootData } from '@olympiad/shared';
import { BrowserRouter } from '@olympiad/shared/router';
import { App } from './app/app';
import { loadRemoteModule } from './features/remotes/remote-registry';

preloadBootReads();
provideRemoteLoader(loadRemoteModule);
const root = document.getElementById('root')!;
// SWR hydrates from the fallback, as the server drew, not from the cache filled just above.
const app = <App router={BrowserRouter} remotes={{ load: loadRemoteModule }} reads={readBootData()?.reads} />;
// A public page comes drawn by the server: React takes over its markup instead of redrawing it.
if (root.hasChildNodes()) hydrateRoot(root, app);
else createRoot(root).render(app);
