import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { CONTRACT } from '@olympiad/shared/contract';
import { edition, setEdition, SPEC_EDITION, type Contest } from '@olympiad/shared/schemas';
import { buildApp } from '../../src/app.js';
import { LISTENER_APPLICATION_NAME, WRITES_CHANNEL } from '../../src/db/write-listener.js';
import { LOGIN_LIMITS } from '../../src/plugins/login-throttle.js';
import { insertTeam } from '../fixtures/teams.js';
import { silencingProxy } from '../harness/silencing-proxy.js';
import { ADMIN, BACKUP_KEY, call, freshPostgresDatabase, loginAdmin, urlFor } from '../helper.js';

// Two instances of the server on one PostgreSQL database, as behind a load balancer: neither
// given a JWT secret, both serving the drawn public pages (with stand-in server bundles).
const webRoot = mkdtempSync(join(tmpdir(), 'olympiad-instances-web-'));
const dataDir = mkdtempSync(join(tmpdir(), 'olympiad-instances-data-'));
const write = (path: string, content: string) => {
  mkdirSync(dirname(join(webRoot, path)), { recursive: true });
  writeFileSync(join(webRoot, path), content);
};
write('shell/dist/index.html', '<!doctype html><html><head><title>Placeholder</title></head><body><div id="root"></div></body></html>');
write('public-site/dist/mf-manifest.json', '{"name":"public_site"}');
write(
  'shell/dist-server/server.cjs',
  `exports.drawPage = async ({ url, reads }) => '<main>' + url + ' ' + (reads['${urlFor('readTeams')}'] || []).map((team) => team.name).join(', ') + '</main>';`,
);
write('public-site/dist-server/server.cjs', 'exports.drawn = true;');

const database = await freshPostgresDatabase();
// The second reaches the database through a proxy that can silence its connections.
const proxy = await silencingProxy(database.options.url);
const start = (url: string) =>
  buildApp({
    database: { kind: 'postgres', url },
    backupKey: BACKUP_KEY,
    adminEmail: ADMIN.email,
    adminPassword: ADMIN.password,
    webRoot,
    dataDir,
  });
const one = await start(database.options.url);
const two = await start(proxy.url);
after(async () => {
  await one.close();
  await two.close();
  await proxy.close();
  await database.drop();
  rmSync(webRoot, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});
const token = await loginAdmin(one);

/** Whether `check` holds within `ms`, asked every 20 ms. */
async function within(ms: number, check: () => Promise<boolean>): Promise<boolean> {
  const end = Date.now() + ms;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > end) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** GET `url` of `app` shows `text`, and the ETag it was shown with no longer answers 304. */
const shows = (app: FastifyInstance, url: string, text: string, oldEtag: string) => async () => {
  const page = await app.inject({ url });
  if (page.statusCode !== 200 || !page.body.includes(text) || page.headers.etag === oldEtag) return false;
  return (await app.inject({ url, headers: { 'if-none-match': oldEtag } })).statusCode === 200;
};

const etagOf = async (app: FastifyInstance, url: string) => (await app.inject({ url })).headers.etag as string;

/** The listening connections of both instances, as the database sees them. */
const listeners = async () =>
  (
    await one.db.execute<{ count: number }>(
      sql`SELECT count(*)::int AS count FROM pg_stat_activity WHERE application_name = ${LISTENER_APPLICATION_NAME} AND datname = current_database()`,
    )
  ).rows[0]!.count;

/** Names are letters only: a number written with the letters a–j. */
const letters = (number: number) => [...String(number)].map((digit) => 'abcdefghij'[Number(digit)]).join('');

const renameContest = async (app: FastifyInstance, name: string) => {
  const { id, year, committees, ...contest } = (await call(app, 'readContest', { query: { year: 2025 } })).json();
  const response = await call(app, 'updateContest', { params: { id }, token, body: { ...contest, name } });
  assert.equal(response.statusCode, 200, response.body);
};

describe('two instances on one PostgreSQL database', () => {
  it('share the JWT secret generated once into the database', async () => {
    const { rows } = await one.db.execute<{ count: number }>(sql`SELECT count(*)::int AS count FROM settings WHERE name = 'jwt_secret'`);
    assert.equal(rows[0]!.count, 1);
    const throughTwo = await call(two, 'createCountry', { token, body: { name: 'Tokenland' } });
    assert.equal(throughTwo.statusCode, 201, throughTwo.body);
  });

  it('serve a team renamed through the other within a second, in the list and the drawn /teams, with a new ETag', async () => {
    const { teamId } = await insertTeam(one, { countryName: 'Renameland', teamName: 'Before' });
    await call(one, 'createCountry', { token, body: { name: 'Write To Drop The Cache' } });
    const listEtag = await etagOf(two, urlFor('readTeams'));
    const pageEtag = await etagOf(two, '/teams');
    assert.equal(await etagOf(one, urlFor('readTeams')), listEtag, 'the same data gives the same ETag on both');
    assert.equal(await etagOf(one, '/teams'), pageEtag);

    const basics = { id: teamId, name: 'Renamed Elsewhere', teamGroup: 'junior', isOfficial: true };
    assert.equal((await call(one, 'editTeamBasics', { token, body: basics })).statusCode, 200);
    assert.ok(await within(1000, shows(two, urlFor('readTeams'), 'Renamed Elsewhere', listEtag)), 'the list of the other instance');
    assert.ok(await within(1000, shows(two, '/teams', 'Renamed Elsewhere', pageEtag)), 'the drawn /teams of the other instance');
    assert.equal(await etagOf(two, urlFor('readTeams')), await etagOf(one, urlFor('readTeams')));
  });

  it('serve a country added through the other within a second', async () => {
    const etag = await etagOf(one, urlFor('readCountries'));
    const added = await call(two, 'createCountry', { token, body: { name: 'Newly Added Land' } });
    assert.equal(added.statusCode, 201, added.body);
    assert.ok(await within(1000, shows(one, urlFor('readCountries'), 'Newly Added Land', etag)));
  });

  it('serve the contest renamed through the other within a second, on the drawn home page too', async () => {
    const etag = await etagOf(two, '/');
    const readEtag = await etagOf(two, urlFor('readContest', {}, { year: 2025 }));
    await renameContest(one, 'Olympiad Renamed Elsewhere');
    assert.ok(await within(1000, shows(two, '/', 'Olympiad Renamed Elsewhere', etag)));
    assert.ok(await within(1000, shows(two, urlFor('readContest', {}, { year: 2025 }), 'Olympiad Renamed Elsewhere', readEtag)));
  });

  it('serve each write of the other within a second: 100 renames, each way in turn, none stale after a second', async () => {
    const { teamId } = await insertTeam(one, { countryName: 'Hundredland', teamName: 'Try Zero' });
    for (let attempt = 1; attempt <= 100; attempt += 1) {
      const [writer, reader] = attempt % 2 ? [one, two] : [two, one];
      const name = `Try ${letters(attempt)}`;
      const basics = { id: teamId, name, teamGroup: 'junior', isOfficial: true };
      const written = await call(writer, 'editTeamBasics', { token, body: basics });
      assert.equal(written.statusCode, 200, written.body);
      const seen = await within(1000, async () => (await reader.inject({ url: urlFor('readTeams') })).body.includes(`"${name}"`));
      assert.ok(seen, `try ${attempt}: the other instance still served the old name after a second`);
    }
  });

  it("serve a write that no call made (an operator's psql session) within a second", async () => {
    const { teamId } = await insertTeam(one, { countryName: 'Handland', teamName: 'Before The Operator' });
    const etags = [await etagOf(one, urlFor('readTeams')), await etagOf(two, urlFor('readTeams'))] as const;
    const operator = new pg.Client({ connectionString: database.options.url });
    await operator.connect();
    await operator.query('UPDATE teams SET name = $1 WHERE id = $2', ['Renamed By Hand', teamId]);
    await operator.end();
    assert.ok(await within(1000, shows(one, urlFor('readTeams'), 'Renamed By Hand', etags[0])));
    assert.ok(await within(1000, shows(two, urlFor('readTeams'), 'Renamed By Hand', etags[1])));
  });

  it('announce a write from its own transaction: once it commits, naming its call; nothing for a rolled-back write or a login', async () => {
    const { teamId } = await insertTeam(one, { countryName: 'Announceland', teamName: 'Announced' });
    const heard: string[] = [];
    const listener = new pg.Client({ connectionString: database.options.url });
    await listener.connect();
    listener.on('notification', (message) => heard.push(message.payload ?? ''));
    await listener.query(`LISTEN ${WRITES_CHANNEL}`);
    try {
      await assert.rejects(
        one.db.transaction(async (tx) => {
          await tx.execute(sql`UPDATE teams SET name = 'Never Committed' WHERE id = ${teamId}`);
          throw new Error('rolled back');
        }),
      );
      await loginAdmin(two);
      const basics = { id: teamId, name: 'Announced Again', teamGroup: 'junior', isOfficial: true };
      assert.equal((await call(two, 'editTeamBasics', { token, body: basics })).statusCode, 200);
      assert.ok(await within(1000, async () => heard.length > 0));
      await new Promise((resolve) => setTimeout(resolve, 100));
      assert.deepEqual(heard, [CONTRACT.editTeamBasics.path]);
    } finally {
      await listener.end();
    }
  });

  it('throttle an e-mail on both once it failed through either', async () => {
    const email = 'shared-limit@example.com';
    const attempt = (app: FastifyInstance) =>
      call(app, 'logIn', { remoteAddress: '10.9.0.1', body: { email, password: 'wrong-password' } });
    for (let index = 0; index < LOGIN_LIMITS.pair; index += 1) {
      assert.equal((await attempt(index % 2 ? one : two)).statusCode, 400);
    }
    assert.equal((await attempt(one)).statusCode, 429);
    assert.equal((await attempt(two)).statusCode, 429);
  });

  it('keep hearing of writes after their listening connections were terminated', async () => {
    const terminate = () =>
      one.db.execute(
        sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = ${LISTENER_APPLICATION_NAME} AND datname = current_database()`,
      );
    assert.equal(await listeners(), 2);

    // A write while the other's listener is away: it drops everything once it is back.
    let etag = await etagOf(two, urlFor('readContest', {}, { year: 2025 }));
    await terminate();
    await renameContest(one, 'Renamed While Deaf');
    assert.ok(await within(1000, shows(two, urlFor('readContest', {}, { year: 2025 }), 'Renamed While Deaf', etag)));

    // Both listening again: a write is heard within a second as before.
    assert.ok(await within(3000, async () => (await listeners()) === 2));
    etag = await etagOf(two, urlFor('readContest', {}, { year: 2025 }));
    await renameContest(one, 'Renamed After Reconnecting');
    assert.ok(await within(1000, shows(two, urlFor('readContest', {}, { year: 2025 }), 'Renamed After Reconnecting', etag)));
  });

  it('serve a write within a second while the listening connection is silent, then listen on a new one', async () => {
    let etag = await etagOf(two, urlFor('readContest', {}, { year: 2025 }));
    const silencedAt = new Date().toISOString();
    assert.equal(proxy.silence(LISTENER_APPLICATION_NAME), 1);
    await renameContest(one, 'Renamed While Silent');
    assert.ok(await within(1000, shows(two, urlFor('readContest', {}, { year: 2025 }), 'Renamed While Silent', etag)));

    // The silent connection is given up and another one listens, through which writes are heard
    // within a second again.
    const listeningSince = async (at: string) =>
      (
        await one.db.execute<{ count: number }>(
          sql`SELECT count(*)::int AS count FROM pg_stat_activity WHERE application_name = ${LISTENER_APPLICATION_NAME} AND datname = current_database() AND backend_start > ${at}::timestamptz`,
        )
      ).rows[0]!.count;
    assert.ok(await within(10_000, async () => (await listeningSince(silencedAt)) === 1));
    proxy.cut();
    assert.ok(await within(3000, async () => (await listeners()) === 2));
    etag = await etagOf(two, urlFor('readContest', {}, { year: 2025 }));
    await renameContest(one, 'Renamed After The Silence');
    assert.ok(await within(1000, shows(two, urlFor('readContest', {}, { year: 2025 }), 'Renamed After The Silence', etag)));
  });

  it('follow the edition moved through the other: the public read and the checks of arrivals', async () => {
    const seeded = (await call(two, 'readContest', { query: { year: 2025 } })).json<Contest>();
    const { id, year, committees, venueTimeZone, hostCountry, minBirthDate, version, ...body } = seeded;
    const move = (changes: object) => call(one, 'updateContest', { params: { id }, token, body: { ...body, ...changes } });
    const arrive = (timeOfArrival: string) =>
      call(two, 'createPerson', {
        token,
        body: {
          fullName: 'Prof_2 Moved',
          roles: ['COMMITTEE'],
          countryId: hostCountry!.id,
          timeOfArrival,
          arrivalLocation: 'Other',
          departureLocation: 'Other',
        },
      });
    assert.equal(
      (await move({ startDate: '2025-09-10T09:00:00+03:00', endDate: '2025-09-15T18:00:00+03:00', venueTimeZone: 'Europe/Athens' }))
        .statusCode,
      200,
    );
    assert.ok(
      await within(
        1000,
        async () => (await call(two, 'readContest', { query: { year: 2025 } })).json<Contest>().venueTimeZone === 'Europe/Athens',
      ),
    );

    // Both instances run in this process and share its edition: put the old one back, as a
    // process not told yet would have it, and let a notification through the database move it.
    setEdition(SPEC_EDITION);
    await one.db.execute(sql`SELECT pg_notify(${WRITES_CHANNEL}, ${CONTRACT.updateContest.path})`);
    assert.ok(await within(1000, async () => edition().minArrivalDate === '2025-09-10'));
    const refused = await arrive('2025-09-09T10:00');
    assert.equal(refused.statusCode, 400);
    assert.deepEqual(refused.json().errors.timeOfArrival, ['Arrival cannot be before 09/10/2025!']);
    assert.equal((await arrive('2025-09-10T10:00')).statusCode, 201);

    assert.equal((await move({ venueTimeZone, startDate: seeded.startDate, endDate: seeded.endDate })).statusCode, 200);
    assert.ok(await within(1000, async () => (await arrive('2025-08-28T10:00')).statusCode === 201));
  });
});
