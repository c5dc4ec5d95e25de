import { Route, Routes } from '@olympiad/shared/router';
import { CommitteesPage } from '../features/committees/committees-page';
import { OrganizersPage } from '../features/companies/organizers-page';
import { PatronsPage } from '../features/companies/patrons-page';
import { SponsorsPage } from '../features/companies/sponsors-page';
import { HomePage } from '../features/home/home-page';
import { EnvironmentPage } from '../features/information/environment-page';
import { RulesPage } from '../features/information/rules-page';
import { SchedulePage } from '../features/schedule/schedule-page';
import { TeamsPage } from '../features/teams/teams-page';

/** The public pages; the shell mounts this app on the routes in REMOTE_ROUTES['public-site']. */
export default function App() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/organizers" element={<OrganizersPage />} />
      <Route path="/patrons" element={<PatronsPage />} />
      <Route path="/sponsors" element={<SponsorsPage />} />
      <Route path="/information/rules" element={<RulesPage />} />
      <Route path="/information/environment" element={<EnvironmentPage />} />
      <Route path="/commitees" element={<CommitteesPage />} />
      <Route path="/schedule" element={<SchedulePage />} />
      <Route path="/teams" element={<TeamsPage />} />
      <Route path="/listTeams" element={<TeamsPage />} />
    </Routes>
  );
}
