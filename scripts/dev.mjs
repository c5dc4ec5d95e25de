// `npm run dev`: the api in watch mode and every front-end app on its own dev server; the shell
// (http://localhost:3000) proxies /api to the api and finds each remote on its own port.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTES, SHELL_DEV_PORT } from '../shared/src/mf/remotes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apps = ['shell', ...REMOTES.map((r) => r.name)];
const children = [
  spawn('npm', ['run', 'dev', '-w', '@olympiad/api'], { cwd: root, stdio: 'inherit' }),
  ...apps.map((app) =>
    spawn('npx', ['webpack', 'serve', '--mode', 'development'], { cwd: path.join(root, app), stdio: 'inherit' }),
  ),
];

console.log(`Open http://localhost:${SHELL_DEV_PORT} once the builds are done.`);
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
