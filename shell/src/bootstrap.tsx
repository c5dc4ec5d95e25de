import { createRoot } from 'react-dom/client';
import { preloadContest } from '@olympiad/shared';
import { App } from './app/app';

preloadContest();
createRoot(document.getElementById('root')!).render(<App />);
