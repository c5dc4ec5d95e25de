import { Route, Routes } from '@olympiad/shared/router';
import { HomePage } from '../features/home/home-page';

/** The public pages; the shell mounts this app on the routes in REMOTE_ROUTES['public-site']. */
export default function App() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
    </Routes>
  );
}
