import { Route, Routes } from '@olympiad/shared/router';
import { CountriesPage } from '../features/countries/components/countries-page';
import { ControlPanelHome } from '../features/layout/control-panel-home';
import { ControlPanelLayout } from '../features/layout/control-panel-layout';
import { SectionNotFound } from '../features/layout/section-not-found';

/** The control panel; the shell mounts this app on the routes in REMOTE_ROUTES['control-panel']. */
export default function App() {
  return (
    <Routes>
      <Route path="/controlPanel" element={<ControlPanelLayout />}>
        <Route index element={<ControlPanelHome />} />
        <Route path="countries" element={<CountriesPage />} />
        <Route path="*" element={<SectionNotFound />} />
      </Route>
    </Routes>
  );
}
