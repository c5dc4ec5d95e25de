import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { preloadBootReads, provideRemoteLoader, readBootData } from '@olympiad/shared';
import { BrowserRouter } from '@olympiad/shared/router';
import { App } from './app/app';
import { loadRemoteModule } from './features/remotes/remote-registry';

preloadBootReads();
provideRemoteLoader(loadRemoteModule);
const root = document.getElementById('root')!;
// SWR starts from the reads the page came with, as the server drew it.
const app = <App router={BrowserRouter} remotes={{ load: loadRemoteModule }} reads={readBootData()?.reads} />;
// A public page comes drawn by the server: React takes over its markup instead of redrawing it,
// as a transition, so that the work comes in slices between which the page stays responsive.
if (root.hasChildNodes()) startTransition(() => void hydrateRoot(root, app));
else createRoot(root).render(app);
