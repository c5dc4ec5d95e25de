import type { ComponentType } from 'react';
import { routesOf, type PathsOf } from '@olympiad/shared/routes';
import { Route, Routes } from '@olympiad/shared/router';
import { UiProvider } from '@olympiad/shared/ui';
import { AddTeamPage } from '../features/add-team/components/add-team-page';
import { EditTeamPage } from '../features/edit-team/edit-team-page';
import { AddGuestPage } from '../features/guests/components/add-guest-page';
import { GuestsPage } from '../features/guests/components/guests-page';

/** The page of each registration row of the route table; the type makes every row have one. */
const PAGES: Record<PathsOf<'registration'>, ComponentType> = {
  '/addTeam': AddTeamPage,
  '/editTeam': EditTeamPage,
  '/addGuest': AddGuestPage,
  '/listGuests': GuestsPage,
};

/**
 * A country's registration; the shell mounts it on its routes for TeamRegistrators, and for
 * Administrators working on the team or country chosen in the control panel's Teams section.
 */
export default function App() {
  return (
    <UiProvider>
      <Routes>
        {routesOf('registration').map(({ path }) => {
          const Page = PAGES[path];
          return <Route key={path} path={path} element={<Page />} />;
        })}
      </Routes>
    </UiProvider>
  );
}
