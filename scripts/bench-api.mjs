// `npm run bench:api`: the production server with the demo edition under autocannon on loopback:
// GET /api/Team and GET /api/health, 100 connections for 20 s each after a warm-up.
// Target: /api/Team p99 ≤ 25 ms with 0 errors.
import { spawn, spawnSync } from 'node:child_process';
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

/**
 * autocannon is JavaScript and, on two cores, saturates one of them before the server does; wrk
 * (Debian's `wrk`, when installed) drives the same load from C, to show the server's own figures.
 */
function wrk(url) {
  const args = ['-t1', '-c100', `-d${seconds}s`, '--latency', '-H', `accept-encoding: ${headers['accept-encoding']}`, `${base}${url}`];
  const run = spawnSync('wrk', args, { encoding: 'utf8' });
  if (run.error) return null;
  const rps = run.stdout.match(/Requests\/sec:\s+([\d.]+)/)?.[1];
  const p50 = run.stdout.match(/\s50%\s+(\S+)/)?.[1];
  const p99 = run.stdout.match(/\s99%\s+(\S+)/)?.[1];
  const errors = run.stdout.match(/Non-2xx or 3xx responses: (\d+)|Socket errors: .*/)?.[0] ?? 'errors 0';
  return `${Math.round(Number(rps))} req/s  p50 ${p50}  p99 ${p99}  ${errors}`;
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
  console.log(`Target p99 ≤ 25 ms, 0 errors (autocannon): ${team.p99 <= 25 && team.errors === 0 ? 'met' : 'NOT met'}.`);
  const wrkTeam = wrk('/api/Team');
  if (wrkTeam) {
    console.log(`wrk, same load: GET /api/Team   ${wrkTeam}`);
    console.log(`wrk, same load: GET /api/health ${wrk('/api/health')}`);
  } else {
    console.log('(install wrk to see the same load driven from C: apt-get install wrk)');
  }
} finally {
  server.kill('SIGTERM');
}
