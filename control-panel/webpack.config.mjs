import path from 'node:path';
import { appConfig } from '@olympiad/shared/webpack';

/** The statistics section's charts reach Chakra through the shared UI kit (see chakra-for-charts.ts). */
const chartsUseSharedChakra = {
  test: /[\\/]node_modules[\\/]@chakra-ui[\\/]charts[\\/]/,
  resolve: {
    alias: {
      '@chakra-ui/react$': path.join(import.meta.dirname, 'src/features/statistics/components/chakra-for-charts.ts'),
    },
  },
};

export default appConfig({
  dir: import.meta.dirname,
  name: 'control-panel',
  exposes: { './App': './src/app/app.tsx' },
  serverEntry: './src/app/app.tsx',
  rules: [chartsUseSharedChakra],
});
