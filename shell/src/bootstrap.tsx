import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  auth,
  drawnForThisSession,
  fetchBootReads,
  preloadBootReads,
  provideRemoteLoader,
  readBootData,
  takeOverDrawnPage,
} from '@olympiad/shared';
import { BrowserRouter } from '@olympiad/shared/router';
import { App } from './app/app';
import { firstScreen } from './app/first-screen';
import { loadRemoteModule } from './features/remotes/remote-registry';

provideRemoteLoader(loadRemoteModule);
const root = document.getElementById('root')!;
// The first screen's remotes and reads are fetched at once, for the role the stored session
// names: a drawn page's app while the reads it was drawn from arrive, a signed-in screen's while
// the shell boots. The reads' URLs need the contract's paths, which a visitor never downloads.
const { role, user } = auth.getState();
const first = firstScreen(location.pathname, role);
for (const { remote, exposed } of first.modules) void loadRemoteModule(remote, exposed).catch(() => undefined);
// A screen behind the login drawn for another session (the browser has since logged out, or this
// tab chose another team) is drawn afresh, as are its reads.
const drawnFor = readBootData()?.drawnFor;
const takeOver = !drawnFor || drawnForThisSession(drawnFor);
if (drawnFor && takeOver) takeOverDrawnPage();
const countryId = user?.countryId;
// A screen drawn for this session names its reads itself, country reads included.
if (countryId && first.countryReads.length && !(drawnFor && takeOver)) {
  void import('./app/country-reads')
    .then(({ startCountryReads }) => startCountryReads(first.countryReads, countryId))
    .catch(() => undefined);
}
// SWR starts from the reads the page was drawn from: those it carries and those it names.
const drawnFrom = takeOver ? await fetchBootReads().catch(() => null) : null;
const reads = drawnFrom ?? readBootData()?.reads ?? {};
preloadBootReads(reads);
const app = <App router={BrowserRouter} remotes={{ load: loadRemoteModule }} reads={reads} />;
// A public page, or a screen behind the login, comes drawn by the server: React takes over its
// markup instead of redrawing it, as a transition, so that the work comes in slices between which
// the page stays responsive.
if (drawnFrom && root.hasChildNodes()) startTransition(() => void hydrateRoot(root, app));
else {
  // Without the reads it was drawn from, the page is drawn afresh; each screen fetches its own.
  root.replaceChildren();
  createRoot(root).render(app);
}
