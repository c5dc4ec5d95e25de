import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { RestoreRefused } from '../../src/db/backup/restore-backup.js';
import { teamPayload, contestantItem } from '../fixtures/payloads.js';
import { leaders, rooms } from '../../src/db/schema.js';
import { ADMIN, BACKUP_KEY, IMAGES, JWT_SECRET, buildTestApp, call, freshPostgresDatabase, loginAdmin, tokenFor, send } from '../helper.js';

const folder = mkdtempSync(join(tmpdir(), 'olympiad-backup-'));
after(() => rmSync(folder, { recursive: true, force: true }));

/** The edition's tables, read from the catalogue independently of the backup's own list. */
async function tableNames(app: FastifyInstance): Promise<string[]> {
  const { rows } = await app.db.execute<{ name: string }>(
    sql`SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name <> 'schema_migrations' ORDER BY table_name`,
  );
  return rows.map((row) => row.name);
}

/** Every table's row count and a digest of its rows (pictures' bytes included), read as UTC text. */
async function tableDigests(app: FastifyInstance): Promise<Record<string, string>> {
  const names = await tableNames(app);
  return app.db.transaction(async (tx) => {
    await tx.execute(sql.raw(`SET LOCAL TimeZone = 'UTC'`));
    const digests: Record<string, string> = {};
    for (const name of names) {
      const { rows } = await tx.execute<{ rows: number; digest: string }>(
        sql.raw(`SELECT count(*)::int AS rows, md5(coalesce(string_agg(t::text, ',' ORDER BY t::text), '')) AS digest FROM "${name}" t`),
      );
      digests[name] = `${rows[0]!.rows} rows, ${rows[0]!.digest}`;
    }
    return digests;
  });
}

const migrationsOf = async (app: FastifyInstance) =>
  (await app.db.execute<{ name: string }>(sql`SELECT name FROM schema_migrations ORDER BY name`)).rows.map((row) => row.name);

async function downloadBackup(app: FastifyInstance, token: string, name: string) {
  const response = await call(app, 'downloadBackup', { token });
  assert.equal(response.statusCode, 200, response.body);
  const file = join(folder, name);
  writeFileSync(file, response.rawPayload);
  return { response, file };
}

/** A server of its own, as on another machine, given the backup key the backup was taken with. */
const restoring = (file: string, database: Parameters<typeof buildApp>[0]['database'] = { kind: 'pglite' }) =>
  buildApp({
    database,
    jwtSecret: JWT_SECRET,
    backupKey: BACKUP_KEY,
    adminEmail: 'other@example.com',
    adminPassword: 'other-password-1',
    restoreFrom: file,
  });
const starting = (database: { kind: 'postgres'; url: string }, restoreFrom?: string) =>
  buildApp({ database, jwtSecret: JWT_SECRET, backupKey: BACKUP_KEY, adminEmail: ADMIN.email, adminPassword: ADMIN.password, restoreFrom });

const source = await buildTestApp({ seedDemo: true });
const adminToken = await loginAdmin(source);
// A recorded change too, so that the history and its sequence are in the backup.
const [country] = (await call(source, 'readCountries')).json<{ id: string; name: string }[]>();
const renamed = await call(source, 'updateCountry', {
  params: { id: country!.id },
  token: adminToken,
  body: { id: country!.id, name: `${country!.name} Renamed` },
});
assert.equal(renamed.statusCode, 200, renamed.body);
// Invitation letters too: their settings with a picture, a person's visa details and a letter.
const letterSettings = await call(source, 'saveLetterSettings', {
  token: adminToken,
  body: {
    enabled: true,
    signatoryName: 'Signatory',
    signatoryTitle: 'Chair',
    organiserAddress: 'Sofia',
    venue: 'Sofia',
    body: 'We invite {name}.',
    signatureImage: IMAGES.png.toString('base64'),
  },
});
assert.equal(letterSettings.statusCode, 200, letterSettings.body);
const [leader] = await source.db.select({ personId: leaders.personId }).from(leaders).limit(1);
const visa = await call(source, 'saveVisaDetails', {
  params: { id: leader!.personId },
  token: adminToken,
  body: {
    needsLetter: true,
    passportName: 'ANA PETROVA',
    nationality: 'Bulgarian',
    passportNumber: 'AB1234567',
    passportExpiry: '2035-01-01',
    dateOfBirth: '1980-01-01',
  },
});
assert.equal(visa.statusCode, 200, visa.body);
assert.equal((await call(source, 'generateLetter', { params: { id: leader!.personId }, token: adminToken })).statusCode, 200);
// A room allocated and the allocation published; the demo has its hotels and the delegations' stay and health notes.
const [room] = await source.db.select({ id: rooms.id }).from(rooms).limit(1);
const placed = await call(source, 'allocateRoom', { params: { id: leader!.personId }, token: adminToken, body: { roomId: room!.id } });
assert.equal(placed.statusCode, 200, placed.body);
const published = await call(source, 'publishRooms', { token: adminToken, body: { published: true } });
assert.equal(published.statusCode, 200, published.body);
const { response, file } = await downloadBackup(source, adminToken, 'demo.jsonl');
const expected = await tableDigests(source);

describe('a backup of the demo edition', () => {
  it('is one data file named for its time, without the key it is signed with, for Administrators only', async () => {
    assert.match(
      String(response.headers['content-disposition']),
      /^attachment; filename="olympiad-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.jsonl"$/,
    );
    assert.equal(response.headers['content-type'], 'application/jsonl; charset=utf-8');
    const lines = response.body.trimEnd().split('\n');
    assert.equal(JSON.parse(lines[0]!).olympiadBackup, 2);
    assert.ok(
      lines.some((line) => line.startsWith('{"table":"users","columns":["id","email",')),
      'each table is named, with its columns',
    );
    assert.match(lines[lines.length - 1]!, /^\{"rows":\{.*"users":\d+.*\},"keyId":"[0-9a-f]{16}","hmacSha256":"[0-9a-f]{64}"\}$/);
    assert.ok(!response.body.includes(BACKUP_KEY), 'the backup key is not in the backup');
    assert.equal(response.headers['cache-control'], 'no-store');
    assert.equal((await call(source, 'downloadBackup')).statusCode, 401);
    assert.equal((await call(source, 'downloadBackup', { token: await tokenFor(source, 'TeamRegistrator') })).statusCode, 403);
    assert.equal((await call(source, 'downloadBackup', { token: await tokenFor(source, 'Guide') })).statusCode, 403);
  });

  it('restores into a fresh server (RESTORE_FROM) with every row of every table identical, pictures included', async () => {
    const restored = await restoring(file);
    after(() => restored.close());
    assert.ok(Number(expected.images!.split(' ')[0]) > 700, 'the demo has its pictures');
    assert.ok(!expected.changes!.startsWith('0 '), 'the history has a row');
    for (const table of ['letter_settings', 'visa_details', 'invitation_letters']) assert.match(expected[table]!, /^1 rows/, table);
    for (const table of ['hotels', 'room_types', 'rooms', 'room_occupants', 'stay_settings', 'stay_details', 'health_details']) {
      assert.doesNotMatch(expected[table]!, /^0 rows/, table);
    }
    assert.deepEqual(await tableDigests(restored), expected);
    assert.deepEqual(await migrationsOf(restored), await migrationsOf(source));

    // The restored server serves the same pictures and logs in the same Administrator.
    const team = (await call(source, 'readTeams')).json<{ leader: { person: { picturePath: string } } }[]>()[0]!;
    const picture = team.leader.person.picturePath;
    assert.deepEqual((await send(restored, { url: picture })).rawPayload, (await send(source, { url: picture })).rawPayload);
    assert.ok(await loginAdmin(restored));
    // A backup of the restored edition is the same file, line for line, but for the time it was taken (the header, and the digest over it).
    const again = (await call(restored, 'downloadBackup', { token: await loginAdmin(restored) })).body;
    const dataOf = (text: string) => text.split('\n').slice(1, -2);
    assert.deepEqual(dataOf(again), dataOf(readFileSync(file, 'utf8')));
  });

  it('restores into an empty PostgreSQL database (RESTORE_FROM), which the server then starts on without it', async () => {
    const database = await freshPostgresDatabase();
    after(() => database.drop());
    await (await restoring(file, database.options)).close();
    const again = await starting(database.options);
    after(() => again.close());
    assert.deepEqual(await tableDigests(again), expected);
    assert.deepEqual(await migrationsOf(again), await migrationsOf(source));
  });

  it('is refused by RESTORE_FROM on a database that holds rows, which it leaves as it was', async () => {
    const database = await freshPostgresDatabase();
    after(() => database.drop());
    const first = await starting(database.options);
    const before = await tableDigests(first);
    await first.close();
    await assert.rejects(
      starting(database.options, file),
      (error: unknown) =>
        error instanceof RestoreRefused &&
        /the database is not empty \(rows in .*contests.*\).*Nothing was restored\.$/.test(error.message),
    );
    const second = await starting(database.options);
    after(() => second.close());
    assert.deepEqual(await tableDigests(second), before);
  });
});

describe("a backup leaves out the installation's own rows", () => {
  it('never holds the JWT secret kept in the database, nor the day of the last nightly backup', async () => {
    const secret = 'the-live-servers-jwt-secret-0123456789abcdef';
    await source.db.execute(sql`INSERT INTO settings (name, value) VALUES ('jwt_secret', ${secret}), ('nightly_backup_day', '2026-11-27')`);
    after(() => source.db.execute(sql`DELETE FROM settings WHERE name IN ('jwt_secret', 'nightly_backup_day')`));
    const { response } = await downloadBackup(source, adminToken, 'installation.jsonl');
    assert.ok(!response.body.includes(secret), 'the JWT secret is not in the backup');
    assert.ok(!response.body.includes('nightly_backup_day'));
  });
});

describe('a backup taken during a stream of writes (PostgreSQL)', () => {
  it('restores to a consistent edition: every team whole, every contestant with their person', async () => {
    const database = await freshPostgresDatabase();
    const app = await starting(database.options);
    after(async () => {
      await app.close();
      await database.drop();
    });
    const token = await loginAdmin(app);
    let stop = false;
    let created = 0;
    /** Names take letters only: Team Ab, Team Ac, … */
    const letters = (index: number) => `A${String.fromCharCode(97 + (index % 26))}${'z'.repeat(Math.floor(index / 26))}`;
    // Each new team writes people, a leader and three contestants in one transaction.
    const writer = async (name: string) => {
      for (let index = 0; !stop; index += 1) {
        const country = await call(app, 'createCountry', { token, body: { name: `${name} ${letters(index)}` } });
        assert.equal(country.statusCode, 201, country.body);
        const body = teamPayload({
          countryId: country.json<{ id: string }>().id,
          name: `Team ${name} ${letters(index)}`,
          contestants: ['One', 'Two', 'Three'].map((first) => contestantItem(`${first} ${name} ${letters(index)}`)),
        });
        const team = await call(app, 'createTeam', { token, body });
        assert.equal(team.statusCode, 201, team.body);
        created += 1;
      }
    };
    const writing = Promise.all([writer('North'), writer('South'), writer('West')]).finally(() => (stop = true));
    const files: string[] = [];
    for (let round = 0; round < 3 && !stop; round += 1) {
      while (created < (round + 1) * 3 && !stop) await new Promise((resolve) => setTimeout(resolve, 10));
      files.push((await downloadBackup(app, token, `during-writes-${round}.jsonl`)).file);
    }
    stop = true;
    await writing;
    assert.equal(files.length, 3);

    // The first into an empty PostgreSQL database, the others into PGlite: RESTORE_FROM on both.
    const target = await freshPostgresDatabase();
    after(() => target.drop());
    for (const [index, file] of files.entries()) {
      const restored = await restoring(file, index === 0 ? target.options : { kind: 'pglite' });
      const { rows } = await restored.db.execute<{ teams: number; contestants: number; contestant_people: number; whole: boolean }>(sql`
        SELECT (SELECT count(*)::int FROM teams) AS teams,
               (SELECT count(*)::int FROM contestants) AS contestants,
               (SELECT count(*)::int FROM people WHERE 'CONTESTANT' = ANY (roles)) AS contestant_people,
               (SELECT bool_and(n = 3) FROM (SELECT count(c.id) AS n FROM teams t LEFT JOIN contestants c ON c.team_id = t.id GROUP BY t.id) counts)
                 AND (SELECT count(*) FROM teams) = (SELECT count(*) FROM leaders WHERE team_id IS NOT NULL) AS whole`);
      await restored.close();
      const counts = rows[0]!;
      assert.ok(counts.teams >= 1, `${file}: teams were being written`);
      assert.equal(counts.contestants, counts.teams * 3, `${file}: every team has its three contestants`);
      assert.equal(
        counts.contestant_people,
        counts.contestants,
        `${file}: every contestant has their person, and no person is left without`,
      );
      assert.ok(counts.whole, `${file}: every team has its contestants and leader`);
    }
  });
});
