import { appConfig } from '@olympiad/shared/webpack';

export default appConfig({
  dir: import.meta.dirname,
  name: 'public-site',
  exposes: { './App': './src/app/app.tsx' },
  serverEntry: './src/app/app.tsx',
});
