// `npm run bench:scale`: the production server as 1, then 2 instances on one PostgreSQL, behind a
// small round-robin proxy, all on 127.0.0.1: a public list (readTeams, 100 connections) and a
// write mix (editTeamBasics by an Administrator, 10 connections), BENCH_SECONDS (10) each,
// after a warm-up. Prints throughput and p99 per instance count. PostgreSQL is DATABASE_URL's
// server when given, else a throwaway cluster of Debian's `postgresql` package; either way a new
// database that is dropped at the end. BENCH_PORT (8120) is the proxy's port; the instances take
// the next ones.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import autocannon from 'autocannon';
import { cpuMs, newDatabase, postgresCpuMs, startCluster } from './bench-postgres.mjs';
import { root, startServer } from './bench-server.mjs';
import { labelOf, requestOf } from './calls.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const proxyPort = Number(process.env.BENCH_PORT ?? 8120);
const INSTANCE_COUNTS = [1, 2];
const ADMIN = { email: 'admin@example.com', password: 'bench-admin-password' };
const headers = { 'accept-encoding': 'gzip, deflate, br' };

if (process.argv[2] === '--proxy') {
  runProxy(Number(process.argv[3]), process.argv.slice(4).map(Number));
} else {
  await main();
}

/**
 * The load balancer: each request to the next instance in turn, over kept-alive connections, with
 * no stickiness (any instance serves any request). Its own process, so that it does not share
 * autocannon's event loop.
 */
function runProxy(port, targets) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  let turn = 0;
  http
    .createServer((request, response) => {
      const target = targets[turn++ % targets.length];
      const upstream = http.request(
        { host: '127.0.0.1', port: target, method: request.method, path: request.url, headers: request.headers, agent },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      upstream.on('error', () => {
        if (!response.headersSent) response.writeHead(502);
        response.end();
      });
      request.pipe(upstream);
    })
    .listen(port, '127.0.0.1');
}

/**
 * Runs one load and tells where the machine's CPU went meanwhile, in cores: the instances, the
 * proxy, this process (autocannon), and PostgreSQL when it is the throwaway one (whose backends
 * come and go; their time is counted while they live).
 */
async function profiled(load, pids) {
  const before = {
    instances: pids.instances.map(cpuMs),
    proxy: cpuMs(pids.proxy),
    own: process.cpuUsage(),
    postgres: postgresCpuMs(pids.postgres),
  };
  const started = Date.now();
  const result = await load();
  const wall = Date.now() - started;
  const cores = (ms) => (ms / wall).toFixed(2);
  const instances = pids.instances.map((pid, index) => cores(cpuMs(pid) - before.instances[index]));
  const own = process.cpuUsage(before.own);
  const postgres = pids.postgres ? `, PostgreSQL ${cores(postgresCpuMs(pids.postgres) - before.postgres)}` : '';
  const cpu =
    `    CPU in cores: instance${instances.length > 1 ? 's' : ''} ${instances.join(' + ')}, proxy ${cores(cpuMs(pids.proxy) - before.proxy)}, ` +
    `autocannon ${cores((own.user + own.system) / 1000)}${postgres}`;
  return { result, cpu };
}

function report(label, result) {
  const errors = result.errors + result.timeouts + result.non2xx;
  console.log(
    `  ${label.padEnd(20)} ${String(Math.round(result.requests.average)).padStart(6)} req/s  ` +
      `p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  errors ${errors}  ` +
      `(${(result.throughput.average / 1024 / 1024).toFixed(1)} MB/s)`,
  );
  return { rps: Math.round(result.requests.average), p99: result.latency.p99, errors };
}

async function main() {
  const cluster = process.env.DATABASE_URL ? null : startCluster(proxyPort + 10);
  const serverUrl = process.env.DATABASE_URL ?? cluster.url;
  const database = await newDatabase(serverUrl);
  const benchDir = path.join(root, '.bench', 'scale');
  rmSync(benchDir, { recursive: true, force: true });
  mkdirSync(benchDir, { recursive: true });

  const running = [];
  const alive = (child) => child.exitCode === null && child.signalCode === null;
  const exited = (child) => (alive(child) ? new Promise((resolve) => child.once('exit', resolve)) : null);
  // No JWT_SECRET: the instances share the one generated into the database, as in production.
  const startInstance = (index) => {
    const port = proxyPort + 1 + index;
    const started = startServer({
      port,
      dataDir: path.join(benchDir, `instance-${index}`),
      env: {
        DATABASE_URL: database.url,
        SEED_DEMO: '1',
        ADMIN_PASSWORD: ADMIN.password,
        JWT_SECRET: '',
        BACKUP_KEY: 'bench-backup-key-the-same-on-every-instance',
      },
    });
    running.push(started.server);
    return { port, ...started };
  };

  const figures = [];
  try {
    const instances = [];
    for (const count of INSTANCE_COUNTS) {
      // The first instance seeds the demo edition; the others find it there.
      while (instances.length < count) {
        const instance = startInstance(instances.length);
        await instance.ready;
        instances.push(instance);
      }
      const proxy = spawn(
        process.execPath,
        [process.argv[1], '--proxy', String(proxyPort), ...instances.map((item) => String(item.port))],
        {
          stdio: ['ignore', 'ignore', 'inherit'],
        },
      );
      running.push(proxy);
      const base = `http://127.0.0.1:${proxyPort}`;
      for (
        let attempt = 0;
        attempt < 50 &&
        !(await fetch(`${base}${requestOf('readReadiness').url}`).then(
          (r) => r.ok,
          () => false,
        ));
        attempt++
      ) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      console.log(`${count} instance${count > 1 ? 's' : ''} behind the proxy:`);
      const pids = { instances: instances.map((item) => item.server.pid), proxy: proxy.pid, postgres: cluster?.pid() };
      figures.push({ count, ...(await measure(base, pids)) });
      proxy.kill('SIGTERM');
      await exited(proxy);
    }
  } finally {
    for (const child of running) if (alive(child)) child.kill('SIGTERM');
    await Promise.all(running.map(exited));
    await database.drop().catch(() => {});
    cluster?.stop();
    rmSync(benchDir, { recursive: true, force: true });
  }
  const [one, two] = figures;
  if (one && two) {
    const ratio = (a, b) => `×${(b / a).toFixed(2)}`;
    console.log(`2 instances against 1: reads ${ratio(one.reads.rps, two.reads.rps)}, writes ${ratio(one.writes.rps, two.writes.rps)}.`);
  }
}

async function measure(base, pids) {
  const session = await fetch(`${base}${requestOf('readReadiness').url}`);
  const xsrf = session.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith('XSRF-TOKEN='))
    ?.split(';')[0]
    .split('=')[1];
  const xsrfHeaders = { cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf, 'content-type': 'application/json' };
  const logIn = requestOf('logIn');
  const login = await fetch(`${base}${logIn.url}`, { method: logIn.method, headers: xsrfHeaders, body: JSON.stringify(ADMIN) });
  if (!login.ok) throw new Error(`login: ${login.status} ${await login.text()}`);
  const admin = { ...xsrfHeaders, authorization: `Bearer ${(await login.json()).token}` };
  const teams = await fetch(`${base}${requestOf('readTeams').url}`).then((r) => r.json());
  // Ten teams renamed in turn, each between two names, so that every write changes a row and
  // drops every instance's public reads.
  const bodies = teams
    .slice(0, 10)
    .flatMap((team) =>
      ['Alpha', 'Beta'].map((suffix) =>
        JSON.stringify({ id: team.id, name: `${team.name.slice(0, 40)} ${suffix}`, teamGroup: team.group.toLowerCase(), isOfficial: true }),
      ),
    );
  const write = requestOf('editTeamBasics');
  const first = await fetch(`${base}${write.url}`, { method: write.method, headers: admin, body: bodies[0] });
  if (!first.ok) throw new Error(`${labelOf('editTeamBasics')}: ${first.status} ${await first.text()}`);

  const readLoad = (duration) => autocannon({ url: `${base}${requestOf('readTeams').url}`, connections: 100, duration, headers });
  let turn = 0;
  const writeLoad = (duration) =>
    autocannon({
      url: `${base}${write.url}`,
      connections: 10,
      duration,
      requests: [
        {
          method: write.method,
          setupRequest: (request) => ({ ...request, method: write.method, headers: admin, body: bodies[turn++ % bodies.length] }),
        },
      ],
    });
  await readLoad(2);
  const readRun = await profiled(() => readLoad(seconds), pids);
  const reads = report(labelOf('readTeams'), readRun.result);
  console.log(readRun.cpu);
  await writeLoad(2);
  const writeRun = await profiled(() => writeLoad(seconds), pids);
  const writes = report(labelOf('editTeamBasics'), writeRun.result);
  console.log(writeRun.cpu);
  return { reads, writes };
}
