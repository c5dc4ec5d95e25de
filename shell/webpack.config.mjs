import { appConfig } from '@olympiad/shared/webpack';

export default appConfig({ dir: import.meta.dirname, name: 'shell', serverEntry: './src/server/draw-page.tsx' });
