import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PathsOf } from '@olympiad/shared/routes';
import { Route, Routes } from '@olympiad/shared/router';
import { UiProvider } from '@olympiad/shared/ui';
import { ControlPanelHome } from '../components/control-panel-home';
import { ControlPanelLayout } from '../components/control-panel-layout';
import { SectionNotFound } from '../components/section-not-found';

type SectionPath = Exclude<PathsOf<'control-panel'>, '/controlPanel/*'>;

/**
 * Each section of the route table, loaded on first visit: a section's libraries (charts, CSV)
 * never reach another section. The type makes every section row have its page.
 */
const SECTIONS: Record<SectionPath, LazyExoticComponent<ComponentType>> = {
  '/controlPanel/countries': lazy(() =>
    import('../features/countries/components/countries-page').then((m) => ({ default: m.CountriesPage })),
  ),
  '/controlPanel/users': lazy(() => import('../features/users/components/users-page').then((m) => ({ default: m.UsersPage }))),
  '/controlPanel/guides': lazy(() => import('../features/guides/components/guides-page').then((m) => ({ default: m.GuidesPage }))),
  '/controlPanel/leaders': lazy(() => import('../features/leaders/components/leaders-page').then((m) => ({ default: m.LeadersPage }))),
  '/controlPanel/people': lazy(() => import('../features/people/components/people-page').then((m) => ({ default: m.PeoplePage }))),
  '/controlPanel/statistics': lazy(() =>
    import('../features/statistics/components/statistics-page').then((m) => ({ default: m.StatisticsPage })),
  ),
  '/controlPanel/committee': lazy(() =>
    import('../features/committee/components/committee-page').then((m) => ({ default: m.CommitteePage })),
  ),
  '/controlPanel/teams': lazy(() => import('../features/teams/components/teams-page').then((m) => ({ default: m.TeamsPage }))),
  '/controlPanel/contest': lazy(() =>
    import('../features/contest-settings/components/contest-settings-page').then((m) => ({ default: m.ContestSettingsPage })),
  ),
  '/controlPanel/exportImport': lazy(() =>
    import('../features/export-import/components/export-import-page').then((m) => ({ default: m.ExportImportPage })),
  ),
};

/** The control panel; the shell mounts it on its routes of the route table, for administrators only. */
export default function App() {
  return (
    <UiProvider>
      <Routes>
        <Route path="/controlPanel" element={<ControlPanelLayout />}>
          <Route index element={<ControlPanelHome />} />
          {Object.entries(SECTIONS).map(([path, Section]) => (
            <Route key={path} path={path} element={<Section />} />
          ))}
          <Route path="*" element={<SectionNotFound />} />
        </Route>
      </Routes>
    </UiProvider>
  );
}
