// First: the calls this remote's code names join the shared table before any of its modules runs.
import '@olympiad/shared/call-table';
import type { ComponentType } from 'react';
import type { PathsOf } from '@olympiad/shared/routes';
import { Route, Routes } from '@olympiad/shared/router';
import { AllTeamsPage } from '../features/all-teams/components/all-teams-page';
import { MyTeamsPage } from '../features/my-teams/components/my-teams-page';

/** Every guide row of the route table has its page (the type says so). */
const PAGES: Record<PathsOf<'guide'>, ComponentType> = {
  '/guideHome': MyTeamsPage,
  '/guideAllTeams': AllTeamsPage,
};

/**
 * The guide's pages; the shell mounts it on its routes of the route table, for guides only. Drawn
 * in the plain UI, as the public pages: a guide's phone at the venue downloads no UI library.
 */
export default function App() {
  return (
    <Routes>
      {Object.entries(PAGES).map(([path, Page]) => (
        <Route key={path} path={path} element={<Page />} />
      ))}
    </Routes>
  );
}
