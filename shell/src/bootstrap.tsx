import { createRoot } from 'react-dom/client';
import { preloadContest, provideRemoteLoader } from '@olympiad/shared';
import { App } from './app/app';
import { loadRemoteModule } from './features/remotes/remote-registry';

preloadContest();
provideRemoteLoader(loadRemoteModule);
createRoot(document.getElementById('root')!).render(<App />);
