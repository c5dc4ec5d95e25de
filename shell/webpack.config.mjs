import { federatedConfig, serverConfig } from '@olympiad/shared/webpack';

export default [
  federatedConfig({ dir: import.meta.dirname, name: 'shell' }),
  serverConfig({ dir: import.meta.dirname, entry: './src/server/draw-page.tsx' }),
];
