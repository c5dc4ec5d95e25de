// First: the calls this remote's code names join the shared table before any of its modules runs.
import '@olympiad/shared/call-table';
import type { ComponentType } from 'react';
import { routesOf, type PathsOf } from '@olympiad/shared/routes';
import { Route, Routes } from '@olympiad/shared/router';
import { CommitteesPage } from '../features/committees/components/committees-page';
import { OrganizersPage } from '../features/companies/components/organizers-page';
import { PatronsPage } from '../features/companies/components/patrons-page';
import { SponsorsPage } from '../features/companies/components/sponsors-page';
import { HomePage } from '../features/home/components/home-page';
import { EnvironmentPage } from '../features/information/components/environment-page';
import { RulesPage } from '../features/information/components/rules-page';
import { SchedulePage } from '../features/schedule/components/schedule-page';
import { TeamsPage } from '../features/teams/components/teams-page';

/** The page of each public-site row of the route table; the type makes every row have one. */
const PAGES: Record<PathsOf<'public-site'>, ComponentType> = {
  '/': HomePage,
  '/organizers': OrganizersPage,
  '/patrons': PatronsPage,
  '/sponsors': SponsorsPage,
  '/information/rules': RulesPage,
  '/information/environment': EnvironmentPage,
  '/commitees': CommitteesPage,
  '/schedule': SchedulePage,
  '/teams': TeamsPage,
  '/listTeams': TeamsPage,
};

/** The public pages; the shell mounts this app on its routes of the route table. */
export default function App() {
  return (
    <Routes>
      {routesOf('public-site').map(({ path }) => {
        const Page = PAGES[path];
        return <Route key={path} path={path} element={<Page />} />;
      })}
    </Routes>
  );
}
