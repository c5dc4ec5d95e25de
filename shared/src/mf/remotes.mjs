/**
 * The federated apps, known to every build and to the shell. `scope` is the federation name
 * (an identifier); `name` is the folder, the URL segment under /remotes/ and the key in
 * /remotes.json.
 */
export const SHELL_DEV_PORT = 3000;

export const REMOTES = [
  { name: 'public-site', scope: 'public_site', devPort: 3001 },
  { name: 'control-panel', scope: 'control_panel', devPort: 3004 },
];

/**
 * Singletons shared between the shell and every remote. Chakra and react-router are shared only
 * through the curated `ui` and `router` entry points: a library shared whole cannot be
 * tree-shaken.
 */
export const SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  '@emotion/react',
  'swr',
  'react-hook-form',
  '@olympiad/shared',
  '@olympiad/shared/ui',
  '@olympiad/shared/router',
  '@olympiad/shared/schemas',
];
