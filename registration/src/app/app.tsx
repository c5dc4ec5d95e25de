// First: the calls this remote's code names join the shared table before any of its modules runs.
import '@olympiad/shared/call-table';
import { Suspense } from 'react';
import { lazyScreen, PageLoader, preloadOpenedScreen, type LazyScreen } from '@olympiad/shared/plain-ui';
import { routesOf, type PathsOf } from '@olympiad/shared/routes';
import { Route, Routes } from '@olympiad/shared/router';

/**
 * The page of each registration row of the route table, fetched on its first visit: the guests
 * list is in the plain UI and downloads no form library. The type makes every row have one.
 */
const PAGES: Record<PathsOf<'registration'>, LazyScreen> = {
  '/addTeam': lazyScreen(() => import('../features/add-team/components/add-team-page').then((m) => m.AddTeamPage)),
  '/editTeam': lazyScreen(() => import('../features/edit-team/edit-team-page').then((m) => m.EditTeamPage)),
  '/addGuest': lazyScreen(() => import('../features/guests/components/add-guest-page').then((m) => m.AddGuestPage)),
  '/listGuests': lazyScreen(() => import('../features/guests/components/guests-page').then((m) => m.GuestsPage)),
  '/history': lazyScreen(() => import('../features/history/components/history-page').then((m) => m.HistoryPage)),
  '/invitationLetters': lazyScreen(() =>
    import('../features/invitation-letters/components/invitation-letters-page').then((m) => m.InvitationLettersPage),
  ),
};

preloadOpenedScreen(PAGES);

/**
 * A country's registration; the shell mounts it on its routes for TeamRegistrators, and for
 * Administrators working on the team or country chosen in the control panel's Teams section.
 */
export default function App() {
  return (
    <Suspense fallback={<PageLoader label="Loading the page" />}>
      <Routes>
        {routesOf('registration').map(({ path }) => {
          const Page = PAGES[path];
          return <Route key={path} path={path} element={<Page />} />;
        })}
      </Routes>
    </Suspense>
  );
}
