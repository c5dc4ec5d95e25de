// `npm run dev`: the api in watch mode and every front-end app on its own dev server; the shell
// (http://localhost:3000) proxies /api to the api and finds each remote on its own port.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The remotes are listed in shared's route module: compile it before reading it.
spawnSync('npx', ['tsc', '-b', 'shared/tsconfig.build.json'], { cwd: root, stdio: 'inherit' });
const { REMOTES, SHELL_DEV_PORT } = await import('@olympiad/shared/routes');
const apps = ['shell', ...REMOTES.map((r) => r.name)];
const children = [
  spawn('npm', ['run', 'dev', '-w', '@olympiad/api'], { cwd: root, stdio: 'inherit' }),
  ...apps.map((app) => spawn('npx', ['webpack', 'serve', '--mode', 'development'], { cwd: path.join(root, app), stdio: 'inherit' })),
];

console.log(`Open http://localhost:${SHELL_DEV_PORT} once the builds are done.`);
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
