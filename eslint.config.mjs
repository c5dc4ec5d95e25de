// The boundaries of the architecture, linted rather than agreed (after bulletproof-react's
// .eslintrc): no app imports another, no feature imports another feature of its app, the charts'
// kit and react-router only through shared's curated entry points, shared only through its package name.
import { readdirSync } from 'node:fs';
import { defineConfig } from 'eslint/config';
import prettier from 'eslint-config-prettier/flat';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const APPS = ['shell', 'public-site', 'registration', 'guide', 'control-panel'].filter((app) => readdirSync('.').includes(app));
const featuresOf = (app) => {
  try {
    return readdirSync(`./${app}/src/features`);
  } catch {
    return [];
  }
};

const boundaryZones = [
  // Apps meet only through shared: a remote links to another's route by URL.
  ...APPS.flatMap((app) =>
    [...APPS.filter((other) => other !== app), 'api'].map((other) => ({
      target: `./${app}`,
      from: `./${other}`,
      message: 'Apps never import one another: share through @olympiad/shared, link by URL.',
    })),
  ),
  ...APPS.map((app) => ({ target: './api', from: `./${app}`, message: 'The api never imports a front-end app.' })),
  // Imports flow shared → components → features → app.
  ...APPS.flatMap((app) => [
    ...featuresOf(app).map((feature) => ({
      target: `./${app}/src/features/${feature}`,
      from: `./${app}/src/features`,
      except: [`./${feature}`],
      message: 'A feature never imports another feature: move what both need to src/components or shared.',
    })),
    { target: `./${app}/src/features`, from: `./${app}/src/app`, message: 'Features never import the app.' },
    {
      target: `./${app}/src/components`,
      from: [`./${app}/src/features`, `./${app}/src/app`],
      message: 'Shared frames never import features.',
    },
  ]),
  // Add Team and Edit Team share one team form: it serves both features and imports neither.
  {
    target: './registration/src/team-form',
    from: ['./registration/src/features', './registration/src/app'],
    message: 'The team form never imports a feature: both Add Team and Edit Team build on it.',
  },
  { target: './api/src/plugins', from: './api/src/routes', message: 'Plugins never import routes: put what both need in src/lib.' },
  {
    target: './api/src/lib',
    from: ['./api/src/routes', './api/src/plugins'],
    message: 'lib holds helpers: it imports neither routes nor plugins.',
  },
  { target: './shared', from: ['./api', ...APPS.map((app) => `./${app}`)], message: 'shared depends on no app.' },
];

const CURATED = [
  { name: '@chakra-ui/react', message: 'Use @olympiad/shared/ui: Chakra is shared once, through its curated entry point.' },
  { name: 'react-router-dom', message: 'Use @olympiad/shared/router: react-router is shared once, through its curated entry point.' },
  { name: 'react-router', message: 'Use @olympiad/shared/router.' },
];
const NO_CHAKRA = {
  name: '@olympiad/shared/ui',
  message: 'Screens use @olympiad/shared/plain-ui: Chakra computes styles in the browser. Only the statistics charts need it.',
};
const NO_RELATIVE_SHARED = {
  group: ['**/shared/src', '**/shared/src/**'],
  message: 'Import shared through its package name (@olympiad/shared, /schemas, /forms, /ui, /plain-ui, /router, /routes).',
};

export default defineConfig(
  { ignores: ['**/dist/**', '**/dist-server/**', '**/node_modules/**', 'e2e/.data/**', 'e2e/.auth/**', 'e2e/test-results/**', 'data/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,cjs}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['tsconfig.base.json'] })] },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      'no-restricted-imports': ['error', { paths: CURATED, patterns: [NO_RELATIVE_SHARED] }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'always'],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['**/*.tsx', '**/use-*.ts'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  // shared imports itself relatively.
  {
    files: ['shared/**'],
    rules: { 'no-restricted-imports': ['error', { paths: CURATED }] },
  },
  // The curated entry points are the only place that may import the libraries they curate.
  {
    files: ['shared/src/ui/**', 'shared/src/router/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  // No screen computes its styles in the browser: every app and what it takes from shared use the
  // plain UI, never the charts' kit (@olympiad/shared/ui), which comes only with the statistics charts.
  {
    files: APPS.map((app) => `${app}/src/**`),
    ignores: ['**/__tests__/**', 'control-panel/src/features/statistics/components/{statistics-charts,chakra-for-charts}.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [...CURATED, NO_CHAKRA], patterns: [NO_RELATIVE_SHARED] }] },
  },
  {
    files: ['shared/src/**'],
    ignores: ['**/__tests__/**', 'shared/src/ui/**', 'shared/src/router/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [...CURATED, NO_CHAKRA] }] },
  },
  // The api reaches only shared's node-safe entry points.
  {
    files: ['api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: CURATED,
          patterns: [
            NO_RELATIVE_SHARED,
            {
              regex: '^@olympiad/shared(/(ui|router|forms|testing))?$',
              message: 'The api reaches shared only through @olympiad/shared/schemas, /contract, /routes and /text (no React).',
            },
          ],
        },
      ],
    },
  },
  // Scripts, the e2e runner and server start-up report on the console.
  {
    files: ['scripts/**', 'e2e/**', 'api/test/**', '**/*.config.{mjs,cjs,ts}', 'api/src/db/**'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly', __dirname: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // Layout is Prettier's (npm run format): no style rule of ESLint's may argue with it.
  prettier,
);
