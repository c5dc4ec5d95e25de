import path from 'node:path';
import { federatedConfig, serverConfig } from '@olympiad/shared/webpack';

const app = federatedConfig({
  dir: import.meta.dirname,
  name: 'control-panel',
  exposes: { './App': './src/app/app.tsx' },
});

/** The statistics section's charts reach Chakra through the shared UI kit (see chakra-for-charts.ts). */
const chartsUseSharedChakra = {
  test: /[\\/]node_modules[\\/]@chakra-ui[\\/]charts[\\/]/,
  resolve: {
    alias: {
      '@chakra-ui/react$': path.join(import.meta.dirname, 'src/features/statistics/components/chakra-for-charts.ts'),
    },
  },
};

const server = serverConfig({ dir: import.meta.dirname, entry: './src/app/app.tsx' });

export default [
  (env, argv) => {
    const config = app(env, argv);
    config.module.rules.push(chartsUseSharedChakra);
    return config;
  },
  () => {
    const config = server();
    config.module.rules.push(chartsUseSharedChakra);
    return config;
  },
];
