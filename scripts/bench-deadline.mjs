// `npm run bench:deadline`: the deadline evening. BENCH_REGISTRATORS (60) TeamRegistrators, each of
// a country of their own, on two instances of the production server on one PostgreSQL (each call
// to the next instance in turn, as a round-robin balancer would send it). Each logs in once, then
// for BENCH_SECONDS (60) goes round: reads their team, adds a contestant with a photo (or, when the
// team is full, removes one they added), edits a contestant with If-Match, adds a guest and reads
// the guests list. Two scenarios:
//   spread  the logins spread over 60 s, a second's pause after every call;
//           target: p99 of every call ≤ 1 s, the login's ≤ 1.5 s;
//   burst   all the logins within 10 s, no pause;
//           target: p99 of every call but the login ≤ 1 s (the logins take what the CPU needs);
// both: no 5xx, and every acknowledged write in the database exactly once (checked at the end with
// SQL). PostgreSQL is DATABASE_URL's server when given, else a throwaway cluster; either way a new
// database that is dropped at the end. `--scenario=spread` or `--scenario=burst` runs one;
// BENCH_PORT (8140) and the next port are the instances', BENCH_PORT + 10 the cluster's.
import { mkdirSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { EMPTY_ID } from '@olympiad/shared/schemas';
import pg from 'pg';
import sharp from 'sharp';
import { cpuMs, machineBusyMs, newDatabase, postgresCpuMs, startCluster } from './bench-postgres.mjs';
import { root, startServer } from './bench-server.mjs';
import { requestOf } from './calls.mjs';

const REGISTRATORS = Number(process.env.BENCH_REGISTRATORS ?? 60);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const port = Number(process.env.BENCH_PORT ?? 8140);
const ADMIN = { email: 'admin@example.com', password: 'bench-admin-password' };
const PASSWORD = 'deadline-evening-password';
/** Bounds each registrator's rounds whatever the machine's speed. */
const MAX_ROUNDS = 2_000;
const CALL_TIMEOUT_MS = 120_000;
const SCENARIOS = {
  spread: { loginsWithinMs: 60_000, pauseMs: 1_000, target: { call: 1_000, login: 1_500 } },
  burst: { loginsWithinMs: 10_000, pauseMs: 0, target: { call: 1_000, login: Infinity } },
};
const chosen = process.argv.find((arg) => arg.startsWith('--scenario='))?.split('=')[1];
if (chosen && !SCENARIOS[chosen]) throw new Error(`--scenario must be one of ${Object.keys(SCENARIOS).join(', ')}`);

/** Names are letters only (the name rule): a number written with the letters a–j. */
const letters = (number) => [...String(number)].map((digit) => 'abcdefghij'[Number(digit)]).join('');
const word = (number) => {
  const text = letters(number);
  return text[0].toUpperCase() + text.slice(1);
};

/** A phone photo as a registrator would upload it: a 900×1200 JPEG of some 200 kB. */
async function photo() {
  const noise = await sharp({ create: { width: 900, height: 1200, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .raw()
    .toBuffer();
  const jpeg = await sharp(noise, { raw: { width: 900, height: 1200, channels: 3 } })
    .blur(1.2)
    .jpeg({ quality: 85 })
    .toBuffer();
  return jpeg.toString('base64');
}

const TRAVEL = {
  timeOfArrival: '2025-08-28T14:30',
  arrivalLocation: 'Sofia Airport',
  timeOfDeparture: '2025-09-02T10:00',
  departureLocation: 'Sofia Airport',
};

/** The two instances, each call to the next one. */
function balancer(bases) {
  let turn = 0;
  return () => bases[turn++ % bases.length];
}

/** Every call's kind, time and status, for the figures, and the first refusal of each kind. */
function recorder() {
  const calls = [];
  const firstRefusals = new Map();
  return {
    calls,
    firstRefusals,
    async timed(kind, run) {
      const started = performance.now();
      const entry = { kind, started, ms: 0, status: undefined };
      let status;
      try {
        const response = await run();
        status = response.status;
        if (!response.ok && !firstRefusals.has(kind)) firstRefusals.set(kind, `${status} ${(await response.clone().text()).slice(0, 300)}`);
        return response;
      } catch (error) {
        status = error.name === 'TimeoutError' ? 'timeout' : 'network';
        return { ok: false, status, json: async () => null, text: async () => String(error) };
      } finally {
        calls.push(Object.assign(entry, { ms: performance.now() - started, status }));
      }
    },
  };
}

async function xsrfHeaders(base) {
  const response = await fetch(`${base}${requestOf('readReadiness').url}`);
  const xsrf = response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith('XSRF-TOKEN='))
    ?.split(';')[0]
    .split('=')[1];
  return { cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf };
}

const send = (base, { method, url }, headers, body) =>
  fetch(`${base}${url}`, {
    method,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
  });

async function must(response, what) {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return response.status === 204 ? null : response.json();
}

/** Countries, their registrators and a team each (one contestant), made by the Administrator. */
async function setUp(base) {
  const anonymous = await xsrfHeaders(base);
  const { token } = await must(await send(base, requestOf('logIn'), anonymous, ADMIN), 'the Administrator log in');
  const admin = { ...anonymous, authorization: `Bearer ${token}` };
  const registrators = [];
  const make = async (index) => {
    const country = await must(await send(base, requestOf('createCountry'), admin, { name: `Deadline ${word(index)}` }), 'add a country');
    const email = `registrator-${index}@deadline.example`;
    const user = { email, name: `Registrator ${word(index)}`, password: PASSWORD, role: 'TeamRegistrator', countryId: country.id };
    await must(await send(base, requestOf('registerUser'), admin, user), 'register a registrator');
    const team = {
      name: `Team ${word(index)}`,
      countryId: country.id,
      contestantGroup: 'Junior',
      isOnline: false,
      leaderId: EMPTY_ID,
      leaderCreateModel: {
        leaderPerson: { fullName: `Leader ${word(index)}`, tShirtSize: 'L' },
        leaderEmail: `leader-${index}@deadline.example`,
        leaderPhoneNumber: '+359888111222',
      },
      hasDeputyLeader: false,
      deputyLeaderId: EMPTY_ID,
      contestants: [
        {
          personId: EMPTY_ID,
          contestant: {
            teamId: EMPTY_ID,
            dateOfBirth: '2011-05-05',
            operatingSystemName: 'Linux',
            contestantPerson: { fullName: `First ${word(index)}`, tShirtSize: 'M' },
          },
        },
      ],
      ...TRAVEL,
    };
    const created = await must(await send(base, requestOf('createTeam'), admin, team), 'add a team');
    registrators[index] = { index, email, countryId: country.id, firstPersonId: created.contestants[0].personId };
  };
  // Four at a time: each registration hashes a password.
  for (let first = 0; first < REGISTRATORS; first += 4) {
    await Promise.all(Array.from({ length: Math.min(4, REGISTRATORS - first) }, (_, offset) => make(first + offset)));
  }
  return registrators;
}

/** The body of Edit Team's contestant form, with another name. */
const editBody = (contestant, fullName) => ({
  id: contestant.id,
  teamId: contestant.teamId,
  personId: contestant.personId,
  isOffical: contestant.isOfficial,
  dateOfBirth: '2011-05-05',
  operatingSystemName: 'Linux',
  hasPersonForContact: false,
  personEditModel: { fullName, tShirtSize: 'M' },
});

/**
 * One registrator's evening: logs in at `loginAt`, then goes round until `seconds` have passed.
 * Answers what was written: the names acknowledged and those whose call failed (which may or may
 * not have been written, but never twice).
 */
async function evening(registrator, { label, loginAt, pauseMs, next, record, photoBase64 }) {
  const written = { guests: [], added: [], removed: [], edits: [], unsure: [] };
  const prefix = `${label} ${word(registrator.index)}`;
  await sleep(Math.max(0, loginAt - performance.now()));
  const base = next();
  const anonymous = await xsrfHeaders(base);
  const login = await record.timed('log in', () =>
    send(base, requestOf('logIn'), anonymous, { email: registrator.email, password: PASSWORD }),
  );
  if (!login.ok) return written;
  const headers = { ...anonymous, authorization: `Bearer ${(await login.json()).token}` };
  const end = performance.now() + SECONDS * 1000;
  const pause = () => (pauseMs ? sleep(pauseMs) : undefined);
  let serial = 0;
  for (let round = 0; round < MAX_ROUNDS && performance.now() < end; round += 1) {
    const read = await record.timed('read team', () =>
      send(next(), requestOf('readCountryTeams', { countryId: registrator.countryId }), headers),
    );
    await pause();
    if (!read.ok) continue;
    const [team] = await read.json();
    const first = team.contestants.find((contestant) => contestant.personId === registrator.firstPersonId);
    const added = team.contestants.filter((contestant) => contestant !== first);
    if (team.contestants.length >= 4) {
      const [oldest] = added;
      const removed = await record.timed('remove contestant', () =>
        send(next(), requestOf('removeContestant', { id: oldest.id }), headers),
      );
      (removed.ok ? written.removed : written.unsure).push(oldest.personEditModel.fullName);
    } else {
      const fullName = `${prefix} Contestant ${word((serial += 1))}`;
      const contestant = {
        teamId: team.id,
        dateOfBirth: '2011-05-05',
        operatingSystemName: 'Linux',
        contestantPerson: { fullName, tShirtSize: 'M', picture: photoBase64 },
      };
      const answer = await record.timed('add contestant with photo', () =>
        send(next(), requestOf('addContestant'), headers, { teamId: team.id, contestant }),
      );
      (answer.ok ? written.added : written.unsure).push(fullName);
    }
    await pause();
    const fullName = `${prefix} Edited ${word((serial += 1))}`;
    const edited = await record.timed('edit contestant (If-Match)', () =>
      send(next(), requestOf('editContestant'), { ...headers, 'if-match': `"${first.version}"` }, editBody(first, fullName)),
    );
    (edited.ok ? written.edits : written.unsure).push({ personId: first.personId, fullName, acknowledged: edited.ok });
    await pause();
    const guestName = `${prefix} Guest ${word((serial += 1))}`;
    const guest = { fullName: guestName, roles: ['GUEST'], countryId: registrator.countryId, tShirtSize: 'S', ...TRAVEL };
    const addedGuest = await record.timed('add guest', () => send(next(), requestOf('createPerson'), headers, guest));
    (addedGuest.ok ? written.guests : written.unsure).push(guestName);
    await pause();
    const guests = await record.timed('read guests', () =>
      send(next(), requestOf('readPeopleOfCountry', { role: 'GUEST', x: registrator.countryId }), headers),
    );
    if (guests.ok) await guests.arrayBuffer();
    await pause();
  }
  return written;
}

const percentile = (sorted, share) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;

/** Per kind of call: count, p50, p99, max, 5xx (and timeouts), 4xx. */
function figures(calls) {
  const kinds = [...new Set(calls.map((call) => call.kind))];
  return kinds.map((kind) => {
    const of = calls.filter((call) => call.kind === kind);
    const sorted = of.map((call) => call.ms).sort((a, b) => a - b);
    return {
      kind,
      count: of.length,
      p50: percentile(sorted, 0.5),
      p99: percentile(sorted, 0.99),
      max: sorted.at(-1) ?? 0,
      serverErrors: of.filter((call) => typeof call.status !== 'number' || call.status >= 500).length,
      refused: of.filter((call) => typeof call.status === 'number' && call.status >= 400 && call.status < 500).length,
    };
  });
}

/** Every acknowledged write exactly once in the database; a failed one at most once. */
async function checkWrites(databaseUrl, evenings) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT id, full_name FROM people');
    const byName = new Map();
    for (const row of rows) byName.set(row.full_name, (byName.get(row.full_name) ?? 0) + 1);
    const nameOf = new Map(rows.map((row) => [row.id, row.full_name]));
    const wrong = [];
    let acknowledged = 0;
    for (const written of evenings) {
      const removed = new Set(written.removed);
      for (const name of [...written.guests, ...written.added.filter((added) => !removed.has(added))]) {
        acknowledged += 1;
        if (byName.get(name) !== 1) wrong.push(`${name}: ${byName.get(name) ?? 0} rows`);
      }
      for (const name of written.removed) {
        acknowledged += 1;
        if (byName.has(name)) wrong.push(`${name}: removed, still there`);
      }
      for (const name of written.unsure.filter((item) => typeof item === 'string')) {
        if ((byName.get(name) ?? 0) > 1) wrong.push(`${name}: ${byName.get(name)} rows`);
      }
      // A contestant's name is the last acknowledged edit's, or that of a failed one after it.
      const edits = [...written.edits, ...written.unsure.filter((item) => typeof item === 'object')];
      const lastAcknowledged = edits.findLastIndex((edit) => edit.acknowledged);
      if (lastAcknowledged >= 0) {
        acknowledged += edits.filter((edit) => edit.acknowledged).length;
        const { personId } = edits[lastAcknowledged];
        const possible = edits.slice(lastAcknowledged).map((edit) => edit.fullName);
        if (!possible.includes(nameOf.get(personId))) wrong.push(`${personId}: named ${nameOf.get(personId)}, not ${possible[0]}`);
      }
    }
    return { acknowledged, wrong };
  } finally {
    await client.end();
  }
}

async function runScenario(name, { registrators, bases, databaseUrl, pids, photoBase64 }) {
  const { loginsWithinMs, pauseMs, target } = SCENARIOS[name];
  const record = recorder();
  const next = balancer(bases);
  const before = {
    instances: pids.instances.map(cpuMs),
    postgres: postgresCpuMs(pids.postgres),
    own: process.cpuUsage(),
    machine: machineBusyMs(),
  };
  const started = performance.now();
  const label = name === 'spread' ? 'Spread' : 'Burst';
  const evenings = await Promise.all(
    registrators.map((registrator) =>
      evening(registrator, {
        label,
        loginAt: started + (registrator.index * loginsWithinMs) / registrators.length,
        pauseMs,
        next,
        record,
        photoBase64,
      }),
    ),
  );
  const wall = performance.now() - started;
  const cores = (ms) => (ms / wall).toFixed(2);
  const instances = pids.instances.map((pid, index) => cpuMs(pid) - before.instances[index]);
  const postgres = postgresCpuMs(pids.postgres) - before.postgres;
  const ownUsage = process.cpuUsage(before.own);
  const own = (ownUsage.user + ownUsage.system) / 1000;
  const machine = machineBusyMs() - before.machine;
  const others = Math.max(0, machine - instances.reduce((sum, ms) => sum + ms, 0) - postgres - own);

  console.log(
    `\n${name}: ${registrators.length} registrators, logins within ${loginsWithinMs / 1000} s, ${pauseMs ? `${pauseMs} ms pause after each call` : 'no pause'}, ${SECONDS} s each (${(wall / 1000).toFixed(0)} s in all)`,
  );
  const table = (rows) => {
    console.log('  call                          count     p50 ms   p99 ms   max ms   5xx  4xx');
    for (const row of rows) {
      const ms = (value) => String(Math.round(value)).padStart(8);
      console.log(
        `  ${row.kind.padEnd(28)} ${String(row.count).padStart(6)} ${ms(row.p50)} ${ms(row.p99)} ${ms(row.max)} ${String(row.serverErrors).padStart(5)} ${String(row.refused).padStart(4)}`,
      );
    }
  };
  const rows = figures(record.calls);
  table(rows);
  // The calls that had to share the server with password hashes: started before the last login answered.
  const logins = record.calls.filter((call) => call.kind === 'log in');
  const lastLogin = Math.max(...logins.map((call) => call.started + call.ms));
  const meanwhile = record.calls.filter((call) => call.kind !== 'log in' && call.started < lastLogin);
  console.log(`  of which started while logins were still being checked (the first ${((lastLogin - started) / 1000).toFixed(0)} s):`);
  table(figures(meanwhile));
  for (const [kind, refusal] of record.firstRefusals) console.log(`  first refusal of ${kind}: ${refusal}`);
  console.log(
    `  CPU in cores: instances ${instances.map(cores).join(' + ')}, PostgreSQL ${pids.postgres ? cores(postgres) : '(not ours)'}, ` +
      `this script ${cores(own)}, everything else on the machine ${cores(others)}; load average ${loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')}`,
  );
  const { acknowledged, wrong } = await checkWrites(databaseUrl, evenings);
  console.log(
    `  acknowledged writes: ${acknowledged}, not in the database exactly once: ${wrong.length}${wrong.length ? ` (${wrong.slice(0, 5).join('; ')})` : ''}`,
  );
  const login = rows.find((row) => row.kind === 'log in');
  const others5xx = rows.reduce((sum, row) => sum + row.serverErrors, 0);
  const slow = rows.filter((row) => row.kind !== 'log in' && row.p99 > target.call).map((row) => row.kind);
  const met = !slow.length && (login?.p99 ?? Infinity) <= target.login && !others5xx && !wrong.length;
  const loginTarget = Number.isFinite(target.login) ? `, the login's ≤ ${target.login} ms` : '';
  console.log(
    `  target (p99 of every call ≤ ${target.call} ms${loginTarget}, 0 × 5xx, every write once): ${met ? 'met' : `NOT met${slow.length ? ` (${slow.join(', ')})` : ''}`}.`,
  );
}

async function main() {
  const cluster = process.env.DATABASE_URL ? null : startCluster(port + 10);
  const database = await newDatabase(process.env.DATABASE_URL ?? cluster.url);
  const benchDir = path.join(root, '.bench', 'deadline');
  rmSync(benchDir, { recursive: true, force: true });
  mkdirSync(benchDir, { recursive: true });
  const running = [];
  try {
    // One after the other: the first seeds the demo edition, the second finds it. No JWT_SECRET:
    // they share the one generated into the database.
    const instances = [];
    for (const index of [0, 1]) {
      const instance = startServer({
        port: port + index,
        dataDir: path.join(benchDir, `instance-${index}`),
        env: {
          DATABASE_URL: database.url,
          SEED_DEMO: '1',
          ADMIN_PASSWORD: ADMIN.password,
          JWT_SECRET: '',
          BACKUP_KEY: 'bench-backup-key-the-same-on-every-instance',
          BACKUP_HOUR: 'off',
        },
      });
      running.push(instance.server);
      await instance.ready;
      instances.push(instance);
    }
    const bases = instances.map((instance) => instance.base);
    console.log(`Setting up ${REGISTRATORS} countries, each with its registrator and a team…`);
    const registrators = await setUp(bases[0]);
    const context = {
      registrators,
      bases,
      databaseUrl: database.url,
      pids: { instances: instances.map((instance) => instance.server.pid), postgres: cluster?.pid() },
      photoBase64: await photo(),
    };
    console.log(`Photo: ${Math.round((context.photoBase64.length * 3) / 4 / 1024)} kB JPEG, 900×1200.`);
    for (const name of chosen ? [chosen] : Object.keys(SCENARIOS)) {
      await runScenario(name, context);
      await sleep(2_000);
    }
  } finally {
    for (const server of running) server.kill('SIGTERM');
    await Promise.all(running.map((server) => (server.exitCode === null ? new Promise((resolve) => server.once('exit', resolve)) : null)));
    await database.drop().catch(() => {});
    cluster?.stop();
    rmSync(benchDir, { recursive: true, force: true });
  }
}

await main();
