import { appConfig } from '@olympiad/shared/webpack';

export default appConfig({
  dir: import.meta.dirname,
  name: 'guide',
  exposes: { './App': './src/app/app.tsx', './HomePanel': './src/app/home-panel.tsx' },
  serverEntry: './src/app/app.tsx',
});
