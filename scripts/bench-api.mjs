// `npm run bench:api`: the production server with the demo edition under autocannon on loopback:
// the public teams list (readTeams) and readiness (readReadiness), 100 connections for 20 s each after a warm-up.
// Target: the teams list's p99 ≤ 25 ms with 0 errors.
// Then the cost of a request: the cached public read of this year's contest (readContest) against a bare
// Fastify route answering the same bytes (scripts/bench-bare-fastify.mjs), taken in alternating
// slices so that both see the same machine. Target: at least 0.4 of bare Fastify's requests/s.
// Then logged-in writes: 10 TeamRegistrators, each editing a contestant of their own country's
// team (editContestant) over 10 connections. Target: p99 ≤ 100 ms with 0 errors.
// Then what every country still misses, readProgress as an Administrator (one SQL query over
// the whole edition), over 20 connections. Target: p99 ≤ 50 ms with 0 errors.
// Then the airport transfers manifest (readTransfers: one SQL query over the edition's delegation
// people, kept until the next write): the cost of computing it once, then as an Administrator over
// 20 connections while an organiser saves a team's arrival four times a second (each write empties
// the kept manifest, so the reads compute it afresh); and the Transfers screen's poll with the
// manifest's ETag (304). Target: p99 ≤ 50 ms with 0 errors under the writes.
// `--writes-only` skips the reads, `--progress-only` measures readProgress alone, `--transfers-only` readTransfers alone; `--paging-only`
// measures the People and History sections' first page (readPeoplePage, readHistory after the
// write load has filled the history) against the whole list People read before (readPeople): bytes
// and latency over PAGING_CONNECTIONS. BENCH_PORT and BENCH_SECONDS change the port and duration.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import autocannon from 'autocannon';
import { root, startServer } from './bench-server.mjs';
import { labelOf, requestOf } from './calls.mjs';

const port = Number(process.env.BENCH_PORT ?? 8096);
const base = `http://127.0.0.1:${port}`;
const dataDir = path.join(root, '.bench', 'api-data');
const seconds = Number(process.env.BENCH_SECONDS ?? 20);

rmSync(dataDir, { recursive: true, force: true });
mkdirSync(path.dirname(dataDir), { recursive: true });
const { server, ready } = startServer({ port, dataDir, env: { SEED_DEMO: '1', ADMIN_PASSWORD: 'bench-admin-password' } });

// Browsers always offer compression; the team list is sent compressed to them.
const headers = { 'accept-encoding': 'gzip, deflate, br' };
const load = (url, duration) => autocannon({ url: `${base}${url}`, connections: 100, duration, headers });

function report(label, result) {
  const errors = result.errors + result.timeouts + result.non2xx;
  console.log(
    `${label.padEnd(19)} ${String(Math.round(result.requests.average)).padStart(7)} req/s  ` +
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

const writesOnly = process.argv.includes('--writes-only');
const progressOnly = process.argv.includes('--progress-only');
const pagingOnly = process.argv.includes('--paging-only');
const transfersOnly = process.argv.includes('--transfers-only');
const PROGRESS_CONNECTIONS = 20;
const TRANSFERS_CONNECTIONS = 20;
/** How often the organiser of the transfers bench saves an arrival: a busy office, every change shown within a second. */
const WRITE_PAUSE_MS = 250;
const PAGING_CONNECTIONS = 4;
const WRITERS = 10;
const ADMIN = { email: 'admin@example.com', password: 'bench-admin-password' };

/** A session as the front end has one: the XSRF cookie echoed in its header, and a bearer token. */
async function session() {
  const response = await fetch(`${base}${requestOf('readReadiness').url}`);
  const xsrf = response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith('XSRF-TOKEN='))
    ?.split(';')[0]
    .split('=')[1];
  return { cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf, 'content-type': 'application/json' };
}

async function api({ method, url }, headers, body) {
  const response = await fetch(`${base}${url}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

async function logIn(headers, credentials) {
  const { token } = await api(requestOf('logIn'), headers, credentials);
  return { ...headers, authorization: `Bearer ${token}` };
}

/**
 * The body of Edit Team's contestant form for this contestant, with another name. The demo's
 * generated birth dates and contact phones do not all pass the form's rules: valid ones are sent.
 */
const editBody = (contestant, name) => ({
  id: contestant.id,
  teamId: contestant.teamId,
  personId: contestant.personId,
  isOffical: contestant.isOfficial,
  dateOfBirth: '2011-06-15',
  operatingSystemName: contestant.operatingSystemName ?? 'Linux',
  hasPersonForContact: true,
  personForContactName: 'Parent Contact',
  personForContactPhoneNumber: '+359888000111',
  personEditModel: { fullName: name, tShirtSize: contestant.personEditModel.tShirtSize ?? 'M' },
});

/** One registrator per country for ten countries with a team, each with a contestant to edit. */
async function registrators(teams) {
  const anonymous = await session();
  const admin = await logIn(anonymous, ADMIN);
  const countries = [...new Set(teams.map((team) => team.countryId))].slice(0, WRITERS);
  return Promise.all(
    countries.map(async (countryId, index) => {
      const email = `bench-registrator-${index}@example.com`;
      const password = 'bench-registrator-password';
      await api(requestOf('registerUser'), admin, {
        email,
        name: `Registrator ${index}`,
        password,
        role: 'TeamRegistrator',
        countryId,
      });
      const headers = await logIn(anonymous, { email, password });
      const [team] = await api(requestOf('readCountryTeams', { countryId }), headers);
      const contestant = team.contestants[0];
      // Two names taken in turn, so that every request really changes the row.
      const bodies = ['Edited Alpha', 'Edited Beta'].map((name) =>
        JSON.stringify(editBody(contestant, `${contestant.personEditModel.fullName.split(' ')[0]} ${name}`)),
      );
      return { headers, bodies };
    }),
  );
}

/** editContestant by ten registrators in turn over ten connections, each on their own team. */
async function writeLoad(writers, duration) {
  const { method, url } = requestOf('editContestant');
  let turn = 0;
  return autocannon({
    url: `${base}${url}`,
    connections: WRITERS,
    duration,
    requests: [
      {
        method,
        setupRequest: (request) => {
          const writer = writers[turn % writers.length];
          const body = writer.bodies[Math.floor(turn / writers.length) % 2];
          turn += 1;
          return { ...request, method, headers: writer.headers, body };
        },
      },
    ],
  });
}

try {
  await ready;
  if (writesOnly) {
    await writes();
  } else if (progressOnly) {
    await progress();
  } else if (pagingOnly) {
    await paging();
  } else if (transfersOnly) {
    await transfers();
  } else {
    await reads();
    await writes();
    await progress();
    await transfers();
  }
} finally {
  server.kill('SIGTERM');
}

/**
 * The server process's CPU time so far (Linux /proc), in ms: on a shared machine latency follows
 * the other processes, CPU per request does not. Null where /proc is missing.
 */
function serverCpuMs() {
  try {
    const fields = readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

async function writes() {
  const teams = await fetch(`${base}${requestOf('readTeams').url}`).then((r) => r.json());
  const writers = await registrators(teams);
  // Each body once by hand first: a refused one would make the figures meaningless.
  for (const writer of writers) await api(requestOf('editContestant'), writer.headers, JSON.parse(writer.bodies[0]));
  await writeLoad(writers, 3);
  const cpuBefore = serverCpuMs();
  const run = await writeLoad(writers, seconds);
  const cpu = cpuBefore === null ? null : (serverCpuMs() - cpuBefore) / run.requests.total;
  const result = report(labelOf('editContestant'), run);
  if (cpu !== null) console.log(`Server CPU per write: ${cpu.toFixed(1)} ms (one core serves about ${Math.round(1000 / cpu)} writes/s).`);
  console.log(`${writers.length} registrators, each editing a contestant of their own team over ${WRITERS} connections.`);
  console.log(`Target p99 ≤ 100 ms, 0 errors (autocannon): ${result.p99 <= 100 && result.errors === 0 ? 'met' : 'NOT met'}.`);
}

/** readProgress as an Administrator: every country's gaps, counted by one query on each request (never cached). */
async function progress() {
  const admin = await logIn(await session(), ADMIN);
  const { countries, done, total } = await api(requestOf('readProgress'), admin);
  const run = (duration) =>
    autocannon({
      url: `${base}${requestOf('readProgress').url}`,
      connections: PROGRESS_CONNECTIONS,
      duration,
      headers: { ...headers, authorization: admin.authorization },
    });
  await run(3);
  const result = report(labelOf('readProgress'), await run(seconds));
  console.log(
    `${countries.length} countries (${done} of ${total} checks done), as an Administrator over ${PROGRESS_CONNECTIONS} connections.`,
  );
  console.log(`Target p99 ≤ 50 ms, 0 errors (autocannon): ${result.p99 <= 50 && result.errors === 0 ? 'met' : 'NOT met'}.`);
}

/**
 * readTransfers as an Administrator: computed once after a write, alone; then over
 * TRANSFERS_CONNECTIONS while one organiser saves a team's arrival every WRITE_PAUSE_MS (every
 * write empties the kept manifest, so the reads compute it again: the figure that counts); then as
 * the Transfers screen polls, with the manifest's ETag.
 */
async function transfers() {
  const admin = await logIn(await session(), ADMIN);
  const read = requestOf('readTransfers');
  const manifest = await api(read, admin);
  const placed = manifest.days.flatMap((day) => day.locations).reduce((sum, place) => sum + place.count, 0);
  const [country] = await api(requestOf('readCountries'), admin);
  const [team] = await api(requestOf('readCountryTeams', { countryId: country.id }), admin);
  const arrival = Object.fromEntries(
    ['timeOfArrival', 'arrivalLocation', 'arrivalCarrier', 'arrivalFlightNumber', 'arrivalTerminal']
      .concat(['timeOfDeparture', 'departureLocation', 'departureCarrier', 'departureFlightNumber', 'departureTerminal'])
      .map((field) => [field, team[field] ?? '']),
  );
  const body = JSON.stringify({ teamId: team.id, ...arrival });
  const edit = requestOf('editTeamArrival');
  const save = async () => {
    const response = await fetch(`${base}${edit.url}`, { method: edit.method, headers: admin, body });
    if (!response.ok) throw new Error(`${edit.method} ${edit.url}: ${response.status} ${await response.text()}`);
  };
  // The cost of computing it: a read right after each of ten writes, alone on the server.
  const computed = [];
  for (let i = 0; i < 10; i++) {
    await save();
    const start = performance.now();
    await fetch(`${base}${read.url}`, { headers: { ...headers, authorization: admin.authorization } }).then((r) => r.arrayBuffer());
    computed.push(performance.now() - start);
  }
  computed.sort((a, b) => a - b);
  console.log(`One manifest computed after a write: median ${computed[5].toFixed(1)} ms, slowest ${computed[9].toFixed(1)} ms.`);
  let writing = true;
  let written = 0;
  const writer = (async () => {
    while (writing) {
      await save();
      written += 1;
      await new Promise((resolve) => setTimeout(resolve, WRITE_PAUSE_MS));
    }
  })();
  const run = (duration, extra = {}) =>
    autocannon({
      url: `${base}${read.url}`,
      connections: TRANSFERS_CONNECTIONS,
      duration,
      headers: { ...headers, authorization: admin.authorization, ...extra },
    });
  await run(3);
  written = 0;
  const fresh = report(labelOf('readTransfers'), await run(seconds));
  writing = false;
  await writer;
  console.log(
    `${placed} people placed in slots, ${manifest.incomplete.length} incomplete; ${written} arrivals saved meanwhile (${(written / seconds).toFixed(1)}/s), each emptying the kept manifest.`,
  );
  console.log(`Target p99 ≤ 50 ms, 0 errors (autocannon): ${fresh.p99 <= 50 && fresh.errors === 0 ? 'met' : 'NOT met'}.`);
  const etag = (await fetch(`${base}${read.url}`, { headers: admin })).headers.get('etag');
  const polled = await run(seconds, { 'if-none-match': etag });
  const notModified = polled['3xx'] ?? 0;
  const poll = report(`${labelOf('readTransfers')} (304)`, { ...polled, non2xx: polled.non2xx - notModified });
  console.log(`The screen's poll: ${notModified} answers 304 of ${polled.requests.total}; p99 ${poll.p99} ms.`);
}

/**
 * The first page of the People and History sections as an Administrator opens them, against the
 * whole list People read before issue 34: the answer's bytes, and latency over a few connections
 * (an office, not a crowd). History is first filled by ten registrators' writes.
 */
async function paging() {
  const writers = await registrators(await fetch(`${base}${requestOf('readTeams').url}`).then((r) => r.json()));
  await writeLoad(writers, Math.min(seconds, 10));
  const admin = await logIn(await session(), ADMIN);
  const reads = [
    ['readPeople', requestOf('readPeople')],
    ['readPeoplePage', requestOf('readPeoplePage', {}, { page: 1 })],
    ['readHistory', requestOf('readHistory', {}, { page: 1 })],
  ];
  for (const [key, { url }] of reads) {
    const text = await fetch(`${base}${url}`, { headers: admin }).then((r) => r.text());
    const run = (duration) => autocannon({ url: `${base}${url}`, connections: PAGING_CONNECTIONS, duration, headers: admin });
    await run(3);
    report(`${labelOf(key)}`, await run(seconds));
    const { total } = JSON.parse(text);
    console.log(
      `  ${url}: ${(Buffer.byteLength(text) / 1024).toFixed(1)} kB of JSON${total === undefined ? '' : ` (one page of ${total})`}`,
    );
  }
}

async function reads() {
  const teams = await fetch(`${base}${requestOf('readTeams').url}`).then((r) => r.json());
  console.log(`Demo edition: ${teams.length} teams.`);
  const teamsUrl = requestOf('readTeams').url;
  const healthUrl = requestOf('readReadiness').url;
  await load(teamsUrl, 3);
  await load(healthUrl, 3);
  const team = report(labelOf('readTeams'), await load(teamsUrl, seconds));
  const health = report(labelOf('readReadiness'), await load(healthUrl, seconds));
  console.log(`${teamsUrl} serves ${((team.rps / health.rps) * 100).toFixed(0)}% of ${healthUrl}'s requests per second.`);
  console.log(`Target p99 ≤ 25 ms, 0 errors (autocannon): ${team.p99 <= 25 && team.errors === 0 ? 'met' : 'NOT met'}.`);
  await costOfARequest();
  const wrkTeam = wrk(teamsUrl);
  if (wrkTeam) {
    console.log(`wrk, same load: ${labelOf('readTeams').padEnd(15)} ${wrkTeam}`);
    console.log(`wrk, same load: ${labelOf('readReadiness').padEnd(15)} ${wrk(healthUrl)}`);
  } else {
    console.log('(install wrk to see the same load driven from C: apt-get install wrk)');
  }
}

/** One answer of the server as it travels: status, headers and the bytes of the body, still compressed. */
function rawGet(url) {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${url}`, { headers }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

/** Starts the bare Fastify yardstick on the next port, answering `url` with the bytes the server gave. */
async function startBare(url, answer) {
  const barePort = port + 1;
  const [route] = url.split('?');
  const args = [answer.headers['content-type'], answer.headers['content-encoding']].filter(Boolean);
  const bare = spawn('node', [path.join(root, 'scripts', 'bench-bare-fastify.mjs'), String(barePort), route, ...args], {
    cwd: root,
    stdio: ['pipe', 'ignore', 'inherit'],
  });
  bare.stdin.end(answer.body);
  const bareBase = `http://127.0.0.1:${barePort}`;
  for (let i = 0; i < 100; i++) {
    if (bare.exitCode !== null) throw new Error(`the bare Fastify exited with code ${bare.exitCode}`);
    const same = await fetch(`${bareBase}${url}`, { headers }).then(
      (r) => r.ok,
      () => false,
    );
    if (same) return { bare, bareBase };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the bare Fastify did not start');
}

/**
 * A cached public read against bare Fastify sending the same bytes: what the server's plugins and
 * hooks cost per request. Alternating slices, so that other work on the machine weighs on both.
 */
async function costOfARequest() {
  const { url } = requestOf('readContest', {}, { year: 2025 });
  const answer = await rawGet(url);
  if (answer.status !== 200) throw new Error(`GET ${url}: ${answer.status}`);
  const { bare, bareBase } = await startBare(url, answer);
  try {
    const slices = 4;
    const slice = Math.max(1, Math.round(seconds / slices));
    const bareLoad = (duration) => autocannon({ url: `${bareBase}${url}`, connections: 100, duration, headers });
    await load(url, 3);
    await bareLoad(3);
    const runs = { server: [], bare: [] };
    for (let i = 0; i < slices; i++) {
      runs.server.push(await load(url, slice));
      runs.bare.push(await bareLoad(slice));
    }
    const total = (results) => {
      const requests = results.reduce((sum, result) => sum + result.requests.total, 0);
      const errors = results.reduce((sum, result) => sum + result.errors + result.timeouts + result.non2xx, 0);
      return { rps: requests / (slices * slice), errors, p99: Math.max(...results.map((result) => result.latency.p99)) };
    };
    const server = total(runs.server);
    const yardstick = total(runs.bare);
    const line = (label, { rps, p99, errors }) =>
      console.log(`${label.padEnd(27)} ${String(Math.round(rps)).padStart(7)} req/s  p99 ${p99} ms  errors ${errors}`);
    line(`GET ${url}`, server);
    line('bare Fastify, same bytes', yardstick);
    const ratio = server.rps / yardstick.rps;
    console.log(
      `Cached public read / bare Fastify: ${ratio.toFixed(2)} (${answer.body.length} bytes, ${answer.headers['content-encoding'] ?? 'identity'}).`,
    );
    console.log(`Target ≥ 0.40 of bare Fastify, 0 errors: ${ratio >= 0.4 && server.errors === 0 ? 'met' : 'NOT met'}.`);
  } finally {
    bare.kill('SIGTERM');
  }
}
