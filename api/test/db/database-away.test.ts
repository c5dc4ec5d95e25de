import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp, type AppOptions } from '../../src/app.js';
import { openDatabase } from '../../src/db/client.js';
import { isDatabaseUnavailable } from '../../src/lib/sql-state.js';
import { toProblem } from '../../src/plugins/errors.js';
import { linkTo, type DatabaseLink } from '../harness/database-link.js';
import { ADMIN, BACKUP_KEY, JWT_SECRET, csrf, freshPostgresDatabase, loginAdmin, urlFor } from '../helper.js';

const database = await freshPostgresDatabase();
const link: DatabaseLink = await linkTo(database.options.url);
const logLines: string[] = [];
const options: AppOptions = {
  database: { kind: 'postgres', url: link.url },
  jwtSecret: JWT_SECRET,
  backupKey: BACKUP_KEY,
  adminEmail: ADMIN.email,
  adminPassword: ADMIN.password,
  logger: { level: 'warn', stream: { write: (line) => void logLines.push(line) } },
};
const app = await buildApp(options);
after(async () => {
  await app.close();
  await link.close();
  await database.drop();
});

let token: string;
let xsrf: string;
before(async () => {
  token = await loginAdmin(app);
  xsrf = await csrf(app);
});

/** A call as the administrator's browser makes it, with an XSRF pair fetched once. */
const send = (app: FastifyInstance, method: InjectOptions['method'], url: string, body?: object) =>
  app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf },
    ...(body ? { payload: body } : {}),
  });

/** A read that always asks the database (no public cache in front of it). */
const readUsers = (app: FastifyInstance) => send(app, 'GET', urlFor('readUsers'));

/** What a database restart, failover or idle reaper does to the app's connections. */
async function terminateConnections(): Promise<number> {
  const admin = new pg.Client({ connectionString: database.options.url });
  await admin.connect();
  const { rowCount } = await admin.query(
    'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  await admin.end();
  return rowCount ?? 0;
}

function assertUnavailable(response: LightMyRequestResponse, where: string) {
  assert.equal(response.statusCode, 503, `${where}: ${response.statusCode} ${response.body.slice(0, 200)}`);
  assert.match(response.headers['content-type'] as string, /^application\/problem\+json/, where);
  assert.equal(response.json().status, 503, where);
  assert.doesNotMatch(response.body, /ECONNREFUSED|terminat|127\.0\.0\.1|postgres/i, `${where}: the problem tells internals`);
  assert.equal(response.headers['retry-after'], '5', where);
}

/** Repeats `attempt` until it answers `status`, for at most `withinMs`. */
async function eventually(attempt: () => Promise<LightMyRequestResponse>, status: number, withinMs = 10_000) {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const response = await attempt();
    if (response.statusCode === status || Date.now() > deadline) return response;
    await sleep(100);
  }
}

describe('the database going away and coming back (PostgreSQL)', () => {
  it('keeps serving while the connections are terminated under a stream of reads and writes: 503 at worst, no acknowledged write lost', async () => {
    const run = randomBytes(4).toString('hex');
    const acknowledged: string[] = [];
    const statuses = new Map<number, number>();
    let streaming = true;
    const client = async (worker: number) => {
      for (let call = 0; streaming; call += 1) {
        const name = `Country ${run} ${worker}-${call}`;
        const isWrite = call % 2 === 0;
        const response = isWrite ? await send(app, 'POST', urlFor('createCountry'), { name }) : await readUsers(app);
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        const where = `${isWrite ? 'write' : 'read'} ${worker}-${call}`;
        if (response.statusCode >= 500) assertUnavailable(response, where);
        else assert.equal(response.statusCode, isWrite ? 201 : 200, `${where}: ${response.body.slice(0, 200)}`);
        if (isWrite && response.statusCode === 201) acknowledged.push(name);
      }
    };
    const clients = Array.from({ length: 6 }, (_, worker) => client(worker));
    let terminated = 0;
    for (let round = 0; round < 6; round += 1) {
      await sleep(250);
      terminated += await terminateConnections();
    }
    await sleep(250);
    streaming = false;
    await Promise.all(clients);
    console.log(`terminated ${terminated} connections under load; answers: ${JSON.stringify(Object.fromEntries(statuses))}`);
    assert.ok(terminated >= 6, `only ${terminated} connections were terminated`);
    assert.ok(acknowledged.length > 0, 'no write was acknowledged');

    assert.equal((await eventually(() => readUsers(app), 200)).statusCode, 200);
    assert.equal((await eventually(() => app.inject({ url: urlFor('readReadiness') }), 200)).statusCode, 200);
    const check = new pg.Client({ connectionString: database.options.url });
    await check.connect();
    const { rows } = await check.query<{ name: string }>('select name from countries where name like $1', [`Country ${run} %`]);
    await check.end();
    const stored = new Set(rows.map((row) => row.name));
    assert.deepEqual(
      acknowledged.filter((name) => !stored.has(name)),
      [],
      'acknowledged writes are missing',
    );
    assert.ok(
      logLines.some((line) => line.includes('a database connection was lost')),
      'the loss of an idle connection is logged',
    );
  });

  it('answers 503 (health, reads, writes) while the database is away, stays alive, and serves again by itself when it returns', async () => {
    assert.equal((await eventually(() => readUsers(app), 200)).statusCode, 200);
    await link.cut();
    try {
      const started = Date.now();
      const health = await app.inject({ url: urlFor('readReadiness') });
      assert.equal(health.statusCode, 503);
      assert.deepEqual(health.json(), { status: 'unavailable' });
      assert.equal(health.headers['cache-control'], 'no-store');
      assert.equal(health.headers['retry-after'], '5');
      assert.ok(Date.now() - started < 3_000, 'readiness answers within its short timeout');
      assertUnavailable(await readUsers(app), 'a read');
      assertUnavailable(
        await send(app, 'POST', urlFor('createCountry'), { name: `Country away ${randomBytes(3).toString('hex')}` }),
        'a write',
      );
      // A token is checked against the database too: the user is not logged out meanwhile.
      assertUnavailable(await readUsers(app), 'an authenticated read');
      const live = await app.inject({ url: urlFor('readLiveness') });
      assert.equal(live.statusCode, 200);
      assert.deepEqual(live.json(), { status: 'ok' });
    } finally {
      await link.restore();
    }
    const health = await eventually(() => app.inject({ url: urlFor('readReadiness') }), 200);
    assert.deepEqual(health.json(), { status: 'ok' });
    assert.equal((await eventually(() => readUsers(app), 200)).statusCode, 200);
  });

  it('waits at its start for a database that is not there yet, logging its attempts, and starts once it answers', async () => {
    await link.cut();
    const lines: string[] = [];
    let started = false;
    const starting = buildApp({
      ...options,
      waitForDatabase: true,
      logger: { level: 'warn', stream: { write: (line) => void lines.push(line) } },
    });
    void starting.then(
      () => (started = true),
      () => {},
    );
    try {
      await sleep(1_600);
      assert.equal(started, false, 'the server started without its database');
      assert.ok(lines.length >= 2, `attempts logged: ${lines.length}`);
    } finally {
      await link.restore();
    }
    const late = await starting;
    after(() => late.close());
    const waiting = JSON.parse(lines[0]!) as { msg: string; err: { code: string }; retryInMs: number };
    assert.equal(waiting.msg, 'the database does not answer yet; trying again');
    assert.equal(waiting.err.code, 'ECONNREFUSED');
    assert.equal((await late.inject({ url: urlFor('readReadiness') })).statusCode, 200);
  });

  it('fails at once without waitForDatabase (the tests), with an error that says the database is away', async () => {
    await link.cut();
    try {
      await assert.rejects(buildApp(options), (error: unknown) => isDatabaseUnavailable(error));
    } finally {
      await link.restore();
    }
  });
});

describe('a closed PGlite', () => {
  it('answers as a database away (503), not as a crash or a 500', async () => {
    const closed = await openDatabase({ kind: 'pglite' }, { onConnectionLost: () => {} });
    await closed.close();
    const error = await closed.ping(1_000).then(
      () => undefined,
      (failure: unknown) => failure,
    );
    assert.ok(error instanceof Error, 'the ping of a closed PGlite fails');
    assert.ok(isDatabaseUnavailable(error));
    assert.equal(toProblem(error).status, 503);
  });
});
