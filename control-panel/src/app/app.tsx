// First: the calls this remote's code names join the shared table before any of its modules runs.
import '@olympiad/shared/call-table';
import { lazyScreen, preloadOpenedScreen, type LazyScreen } from '@olympiad/shared/plain-ui';
import type { PathsOf } from '@olympiad/shared/routes';
import { Route, Routes } from '@olympiad/shared/router';
import { ControlPanelHome } from '../components/control-panel-home';
import { ControlPanelLayout } from '../components/control-panel-layout';
import { SectionNotFound } from '../components/section-not-found';

type SectionPath = Exclude<PathsOf<'control-panel'>, '/controlPanel/*'>;

/**
 * Each section of the route table, loaded on first visit: a section's libraries (the charts, with
 * the UI kit they need; CSV) never reach another section. The type makes every section row have
 * its page.
 */
const SECTIONS: Record<SectionPath, LazyScreen> = {
  '/controlPanel/countries': lazyScreen(() => import('../features/countries/components/countries-page').then((m) => m.CountriesPage)),
  '/controlPanel/users': lazyScreen(() => import('../features/users/components/users-page').then((m) => m.UsersPage)),
  '/controlPanel/guides': lazyScreen(() => import('../features/guides/components/guides-page').then((m) => m.GuidesPage)),
  '/controlPanel/leaders': lazyScreen(() => import('../features/leaders/components/leaders-page').then((m) => m.LeadersPage)),
  '/controlPanel/people': lazyScreen(() => import('../features/people/components/people-page').then((m) => m.PeoplePage)),
  '/controlPanel/statistics': lazyScreen(() => import('../features/statistics/components/statistics-page').then((m) => m.StatisticsPage)),
  '/controlPanel/committee': lazyScreen(() => import('../features/committee/components/committee-page').then((m) => m.CommitteePage)),
  '/controlPanel/teams': lazyScreen(() => import('../features/teams/components/teams-page').then((m) => m.TeamsPage)),
  '/controlPanel/badges': lazyScreen(() => import('../features/badges/components/badges-page').then((m) => m.BadgesPage)),
  '/controlPanel/progress': lazyScreen(() => import('../features/progress/components/progress-page').then((m) => m.ProgressPage)),
  '/controlPanel/history': lazyScreen(() => import('../features/history/components/history-page').then((m) => m.HistoryPage)),
  '/controlPanel/messages': lazyScreen(() => import('../features/messages/components/messages-page').then((m) => m.MessagesPage)),
  '/controlPanel/letters': lazyScreen(() => import('../features/letters/components/letters-page').then((m) => m.LettersPage)),
  '/controlPanel/rooms': lazyScreen(() => import('../features/rooms/components/rooms-page').then((m) => m.RoomsPage)),
  '/controlPanel/kitchen': lazyScreen(() => import('../features/kitchen/components/kitchen-page').then((m) => m.KitchenPage)),
  '/controlPanel/contest': lazyScreen(() =>
    import('../features/contest-settings/components/contest-settings-page').then((m) => m.ContestSettingsPage),
  ),
  '/controlPanel/exportImport': lazyScreen(() =>
    import('../features/export-import/components/export-import-page').then((m) => m.ExportImportPage),
  ),
};

preloadOpenedScreen(SECTIONS);

/** The control panel; the shell mounts it on its routes of the route table, for administrators only. */
export default function App() {
  return (
    <Routes>
      <Route path="/controlPanel" element={<ControlPanelLayout />}>
        <Route index element={<ControlPanelHome />} />
        {Object.entries(SECTIONS).map(([path, Section]) => (
          <Route key={path} path={path} element={<Section />} />
        ))}
        <Route path="*" element={<SectionNotFound />} />
      </Route>
    </Routes>
  );
}
