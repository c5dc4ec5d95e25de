// Node 20's test runner does not expand globs: list the test files, then run them through tsx, two
// files at a time (one per core: each file is its own process with its own database).
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const files = readdirSync(join(apiDir, 'test'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => relative(apiDir, join(apiDir, 'test', file)))
  .sort();
const filter = process.argv.slice(2);
const selected = filter.length ? files.filter((file) => filter.some((part) => file.includes(part))) : files;
const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=2', '--test-reporter=spec', ...selected], {
  cwd: apiDir,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
