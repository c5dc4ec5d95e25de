// `npm run bench:api`: the production server with the demo edition under autocannon on loopback:
// GET /api/Team and GET /api/health, 100 connections for 20 s each after a warm-up.
// Target: /api/Team p99 ≤ 25 ms with 0 errors.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = 8096;
const base = `http://127.0.0.1:${port}`;
const dataDir = path.join(root, '.bench', 'api-data');
const seconds = Number(process.env.BENCH_SECONDS ?? 20);

rmSync(dataDir, { recursive: true, force: true });
mkdirSync(path.dirname(dataDir), { recursive: true });
const server = spawn('node', ['api/dist/server.js'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: '1', ADMIN_PASSWORD: 'bench-admin-password', LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function waitForServer() {
  for (let i = 0; i < 240; i++) {
    if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not start');
}

// Browsers always offer compression; the team list is sent compressed to them.
const headers = { 'accept-encoding': 'gzip, deflate, br' };
const load = (url, duration) => autocannon({ url: `${base}${url}`, connections: 100, duration, headers });

function report(label, result) {
  const errors = result.errors + result.timeouts + result.non2xx;
  console.log(
    `${label.padEnd(14)} ${String(Math.round(result.requests.average)).padStart(7)} req/s  ` +
      `p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  errors ${errors}  ` +
      `(${(result.throughput.average / 1024 / 1024).toFixed(1)} MB/s)`,
  );
  return { rps: result.requests.average, p99: result.latency.p99, errors };
}

try {
  await waitForServer();
  const teams = await fetch(`${base}/api/Team`).then((r) => r.json());
  console.log(`Demo edition: ${teams.length} teams.`);
  await load('/api/Team', 3);
  await load('/api/health', 3);
  const team = report('GET /api/Team', await load('/api/Team', seconds));
  const health = report('GET /api/health', await load('/api/health', seconds));
  console.log(`/api/Team serves ${((team.rps / health.rps) * 100).toFixed(0)}% of /api/health's requests per second.`);
  console.log(`Target p99 ≤ 25 ms, 0 errors: ${team.p99 <= 25 && team.errors === 0 ? 'met' : 'NOT met'}.`);
} finally {
  server.kill('SIGTERM');
}
