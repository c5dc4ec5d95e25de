import { federatedConfig, serverConfig } from '@olympiad/shared/webpack';

export default [
  federatedConfig({
    dir: import.meta.dirname,
    name: 'public-site',
    exposes: { './App': './src/app/app.tsx' },
  }),
  serverConfig({ dir: import.meta.dirname, entry: './src/app/app.tsx' }),
];
