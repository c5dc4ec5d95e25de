import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { CONTRACT } from '@olympiad/shared/contract';
import { buildApp } from '../../src/app.js';
import { ADMIN, BACKUP_KEY, JWT_SECRET, buildTestApp, call, freshPostgresDatabase, urlFor, routeOf } from '../helper.js';

const METRICS_TOKEN = 'metrics-token-0123456789abcdef';
const SOME_ID = '6f0c1e52-3b0a-4d7c-9a55-2f1d6c0e9b11';

const scrape = (app: FastifyInstance, authorization = `Bearer ${METRICS_TOKEN}`) =>
  app.inject({ url: urlFor('readMetrics'), headers: { authorization } });

/** The value of the sample `name` whose labels include every one of `labels` (`route="…"`, a call's path pattern). */
function sample(text: string, name: string, ...labels: string[]): number | undefined {
  const line = text
    .split('\n')
    .find(
      (candidate) =>
        (candidate.startsWith(`${name}{`) || candidate.startsWith(`${name} `)) && labels.every((label) => candidate.includes(label)),
    );
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe(`${routeOf('readMetrics')} without METRICS_TOKEN`, () => {
  it('answers the 404 of an unknown path, whatever is sent', async () => {
    const app = await buildTestApp();
    for (const authorization of ['', 'Bearer ', `Bearer ${METRICS_TOKEN}`]) {
      const response = await scrape(app, authorization);
      assert.equal(response.statusCode, 404);
      assert.match(response.headers['content-type'] as string, /^application\/problem\+json/);
      assert.equal(response.json().detail, `No resource at ${routeOf('readMetrics')}.`);
      assert.doesNotMatch(response.body, /olympiad_/);
    }
  });
});

describe(`${routeOf('readMetrics')} with METRICS_TOKEN (PGlite)`, async () => {
  const app = await buildTestApp({ database: { kind: 'pglite' }, metricsToken: METRICS_TOKEN });

  it('refuses a scraper without the token, or with another one', async () => {
    for (const authorization of [
      '',
      `Bearer ${METRICS_TOKEN}x`,
      `Bearer ${METRICS_TOKEN.slice(1)}`,
      METRICS_TOKEN,
      `Basic ${METRICS_TOKEN}`,
    ]) {
      const response = await scrape(app, authorization);
      assert.equal(response.statusCode, 401, `${authorization}: ${response.statusCode}`);
      assert.equal(response.headers['www-authenticate'], 'Bearer realm="metrics"');
      assert.equal(response.headers['cache-control'], 'no-store');
      assert.doesNotMatch(response.body, /olympiad_/);
    }
  });

  it('counts requests and their latency by route pattern and status, never by the raw URL', async () => {
    const CONTEST_ROUTE = `route="${CONTRACT.readContest.path}"`;
    await call(app, 'readCountryTeams', { params: { countryId: SOME_ID } });
    await call(app, 'readContest', { query: { year: 2025 } });
    await call(app, 'readContest', { query: { year: 2025 } });
    await app.inject({ url: `/api/DoesNotExist/${SOME_ID}` });
    const response = await scrape(app);
    assert.equal(response.statusCode, 200);
    assert.match(response.headers['content-type'] as string, /^text\/plain; version=0\.0\.4/);
    assert.equal(response.headers['cache-control'], 'no-store');
    const text = response.body;
    assert.equal(
      sample(text, 'olympiad_http_requests_total', 'method="GET"', `route="${CONTRACT.readCountryTeams.path}"`, 'status="401"'),
      1,
    );
    assert.ok(sample(text, 'olympiad_http_requests_total', CONTEST_ROUTE, 'status="200"')! >= 2);
    assert.equal(sample(text, 'olympiad_http_requests_total', 'route="unmatched"', 'status="404"'), 1);
    assert.ok(!text.includes(SOME_ID), 'an id of a URL became a label');
    assert.ok(!text.includes('year=2025'), 'a query string became a label');
    const count = sample(text, 'olympiad_http_request_duration_seconds_count', CONTEST_ROUTE, 'status="200"')!;
    assert.ok(count >= 2);
    const buckets = ['0.001', '0.005', '0.025', '0.1', '0.5', '2.5', '+Inf'].map((le) =>
      sample(text, 'olympiad_http_request_duration_seconds_bucket', `le="${le}"`, CONTEST_ROUTE, 'status="200"')!,
    );
    assert.deepEqual(
      buckets,
      [...buckets].sort((a, b) => a - b),
      'the buckets count cumulatively',
    );
    assert.equal(buckets.at(-1), count);
    assert.ok(sample(text, 'olympiad_http_request_duration_seconds_sum', CONTEST_ROUTE, 'status="200"')! > 0);
    assert.ok(sample(text, 'olympiad_public_cache_hits_total')! >= 1);
    assert.ok(sample(text, 'olympiad_public_cache_misses_total')! >= 1);
    assert.ok(sample(text, 'process_resident_memory_bytes')! > 0);
    // PGlite runs in the process: there is no pool to describe.
    assert.equal(sample(text, 'olympiad_db_pool_connections'), undefined);
  });

  it('counts the logins refused for too many failures', async () => {
    let refused = 0;
    for (let attempt = 0; attempt < 15 && !refused; attempt += 1) {
      const response = await call(app, 'logIn', { body: { email: 'metrics@example.com', password: 'wrong-password' } });
      if (response.statusCode === 429) refused += 1;
    }
    assert.equal(refused, 1, 'the login limit was never reached');
    assert.equal(sample((await scrape(app)).body, 'olympiad_login_refusals_total'), 1);
  });
});

describe(`${routeOf('readMetrics')} on PostgreSQL`, () => {
  it("describes the pool's connections: open, idle, and queries waiting for one", async () => {
    const database = await freshPostgresDatabase();
    const app = await buildApp({
      database: database.options,
      jwtSecret: JWT_SECRET,
      backupKey: BACKUP_KEY,
      adminEmail: ADMIN.email,
      adminPassword: ADMIN.password,
      metricsToken: METRICS_TOKEN,
    });
    after(async () => {
      await app.close();
      await database.drop();
    });
    await call(app, 'readCountries');
    const text = (await scrape(app)).body;
    const open = sample(text, 'olympiad_db_pool_connections');
    const idle = sample(text, 'olympiad_db_pool_idle_connections');
    assert.ok(open !== undefined && open >= 1 && open <= 10, `open connections: ${open}`);
    assert.ok(idle !== undefined && idle >= 0 && idle <= open, `idle connections: ${idle}`);
    assert.equal(sample(text, 'olympiad_db_pool_waiting_queries'), 0);
  });
});
