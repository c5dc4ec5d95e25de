// Builds the product: shared's compiled schemas and route table and the api (tsc), then the shell
// and each remote one after the other (two cores: parallel webpack builds only fight for them).
// `--if-missing` builds only what has no output yet (used by `npm start` on a fresh clone).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ifMissing = process.argv.includes('--if-missing');
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);

function run(label, command, args, cwd = root) {
  const started = Date.now();
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) {
    console.error(`✗ ${label} failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

const npx = 'npx';
// The remotes are listed in shared's route module: compile shared first (incremental) and read it.
run('shared', npx, ['tsc', '-b', 'shared/tsconfig.build.json']);
const { REMOTES } = await import('@olympiad/shared/routes');

const steps = [
  { name: 'api', output: 'api/dist/server.js', build: () => run('api', npx, ['tsc', '-b', 'api']) },
  ...['shell', ...REMOTES.map((r) => r.name)].map((app) => ({
    name: app,
    output: `${app}/dist/${app === 'shell' ? 'index.html' : 'mf-manifest.json'}`,
    build: () => run(app, npx, ['webpack', '--mode', 'production'], path.join(root, app)),
  })),
];

for (const step of steps) {
  if (only && step.name !== only) continue;
  if (ifMissing && existsSync(path.join(root, step.output))) continue;
  step.build();
}
