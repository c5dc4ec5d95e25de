import { federatedConfig, serverConfig } from '@olympiad/shared/webpack';

export default [
  federatedConfig({
    dir: import.meta.dirname,
    name: 'registration',
    exposes: { './App': './src/app/app.tsx', './HomePanel': './src/app/home-panel.tsx' },
  }),
  serverConfig({ dir: import.meta.dirname, entry: './src/app/app.tsx' }),
];
