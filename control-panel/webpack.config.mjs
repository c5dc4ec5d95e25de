import { federatedConfig } from '@olympiad/shared/webpack';

export default federatedConfig({
  dir: import.meta.dirname,
  name: 'control-panel',
  exposes: { './App': './src/app/app.tsx' },
});
