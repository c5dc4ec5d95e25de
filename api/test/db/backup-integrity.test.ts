import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../src/app.js';
import { readBackup, writeBackup, type BackupRead } from '../../src/db/backup/backup-file.js';
import { backupKey } from '../../src/db/backup/backup-key.js';
import { restoreBackup, RestoreRefused } from '../../src/db/backup/restore-backup.js';
import { takeBackup } from '../../src/db/backup/take-backup.js';
import { openDatabase, type Database, type Db } from '../../src/db/client.js';
import { ADMIN, BACKUP_KEY, JWT_SECRET, buildTestApp, freshPostgresDatabase } from '../helper.js';

const folder = mkdtempSync(join(tmpdir(), 'olympiad-backup-integrity-'));
after(() => rmSync(folder, { recursive: true, force: true }));

const key = backupKey(BACKUP_KEY);
const otherKey = backupKey('another-backup-key-another-backup-key-0123');
const source = await buildTestApp({ seedDemo: true });
const genuine = (await takeBackup(source.db, key, () => new Date('2026-03-01T02:00:00Z'))).text;
const lines = genuine.trimEnd().split('\n');
const last = lines[lines.length - 1]!;

/** Where a command run by the database would leave its mark: a restore must never create it. */
const marker = join(tmpdir(), `olympiad-restore-ran-${randomBytes(6).toString('hex')}`);
after(() => rmSync(marker, { force: true }));
const COPY_TO_PROGRAM = `x'); COPY (SELECT 1) TO PROGRAM 'touch ${marker}'; --`;
const READ_FILE = `(SELECT pg_read_file('/etc/hostname'))`;

let fileNumber = 0;
function fileOf(content: string): string {
  fileNumber += 1;
  const file = join(folder, `backup-${fileNumber}.jsonl`);
  writeFileSync(file, content);
  return file;
}

const lineIndex = (prefix: string) => lines.findIndex((line) => line.startsWith(prefix));
const tableLine = (table: string) => lineIndex(`{"table":"${table}",`);
const without = (...indexes: number[]) => `${lines.filter((_line, index) => !indexes.includes(index)).join('\n')}\n`;

/** The admin's row as another Administrator, with the admin's password hash. */
function secondAdministrator(): string {
  const row = JSON.parse(lines.find((line) => line.includes(`"${ADMIN.email}"`))!) as string[];
  return JSON.stringify(
    row.map((value) => (value === ADMIN.email ? 'intruder@example.com' : value)).with(0, '0f0f0f0f-0f0f-4f0f-8f0f-0f0f0f0f0f0f'),
  );
}

/** The genuine backup changed and signed again with the key: a file made by one who holds it. */
function signedAfter(change: (backup: BackupRead) => void, signingKey = key): string {
  const backup = readBackup(Buffer.from(genuine), key);
  change(backup);
  return writeBackup(backup, signingKey);
}

function setValue(backup: BackupRead, table: string, column: string, value: string | null, row = 0) {
  const found = backup.tables.find((candidate) => candidate.name === table)!;
  found.rows[row]![found.columns.indexOf(column)] = value;
}

/** Files changed without the key, each refused before a row is parsed, with its reason. */
const tampered: [string, () => string, RegExp][] = [
  ['a value changed', () => genuine.replace(`"${ADMIN.email}"`, '"attacker@example.com"'), /it has been changed since it was taken/],
  ['a line removed', () => without(tableLine('contestants') + 1), /it has been changed since it was taken/],
  [
    'half the lines removed',
    () => without(...lines.map((_line, index) => index).filter((index) => index > 0 && index % 2 === 0 && index < lines.length - 1)),
    /it has been changed/,
  ],
  [
    'a line added after the last',
    () => `${genuine}${lines[tableLine('users') + 1]}\n`,
    /it is incomplete: its last line is not the integrity line/,
  ],
  [
    'an Administrator inserted, the row counts set to match',
    () => {
      const changed = [...lines];
      changed.splice(tableLine('users') + 1, 0, secondAdministrator());
      const users = Number(/"users":(\d+)/.exec(last)![1]);
      changed[changed.length - 1] = last.replace(`"users":${users}`, `"users":${users + 1}`);
      return `${changed.join('\n')}\n`;
    },
    /it has been changed since it was taken/,
  ],
  ['cut short', () => genuine.slice(0, Math.floor(genuine.length / 2)), /it is incomplete/],
  ['cut at the end of a line, its last line gone', () => without(lines.length - 1), /it is incomplete/],
  [
    'SQL appended to the sequences line (COPY … TO PROGRAM)',
    () => genuine.replace(/^(\{"sequences":.*)$/m, `$1 COPY (SELECT 1) TO PROGRAM 'touch ${marker}';`),
    /it has been changed since it was taken/,
  ],
  [
    'signed with another key, its key id set to this server’s',
    () => signedAfter(() => {}, otherKey).replace(otherKey.id, key.id),
    /it has been changed/,
  ],
  [
    'signed with another key',
    () => signedAfter(() => {}, otherKey),
    new RegExp(`signed with another backup key \\(key id ${otherKey.id}; this server's is ${key.id}\\)`),
  ],
  [
    'a backup of format 1 (SQL)',
    () =>
      `-- Olympiad backup, format 1\n-- Taken: 2026-03-01T02:00:00.000Z\nSELECT pg_catalog.setval('x', 1, true); COPY (SELECT 1) TO PROGRAM 'touch ${marker}';\n`,
    /it is a backup of format 1 \(SQL\), which this server no longer restores: a restore never runs what a file says/,
  ],
  ['a file that is no backup', () => 'SELECT 1;\n', /it is not an Olympiad backup/],
  [
    'a format this server does not know',
    () => genuine.replace('{"olympiadBackup":2,', '{"olympiadBackup":3,'),
    /it is of format 3; this server restores format 2/,
  ],
];

/** Files signed with the key whose content a restore refuses all the same: it reads them as data, and runs nothing. */
const hostile: [string, () => string, RegExp][] = [
  [
    'a javascript: company link',
    () => signedAfter((backup) => setValue(backup, 'companies', 'company_url', 'javascript:alert(1)')),
    /companies row 1 \(line \d+\) breaks a rule: company_url: /,
  ],
  [
    'an e-mail that is none',
    () => signedAfter((backup) => setValue(backup, 'users', 'email', READ_FILE)),
    /users row 1 \(line \d+\) breaks a rule: email: /,
  ],
  [
    'a path for a picture',
    () => signedAfter((backup) => setValue(backup, 'people', 'picture_id', '../../../etc/passwd')),
    /people row 1 \(line \d+\) breaks a rule: picture_id: Invalid id/,
  ],
  [
    'SQL for an id',
    () => signedAfter((backup) => setValue(backup, 'people', 'id', READ_FILE)),
    /people row 1 \(line \d+\) breaks a rule: id: Invalid id/,
  ],
  [
    'SQL for a number',
    () => signedAfter((backup) => setValue(backup, 'contests', 'version', `1); ${COPY_TO_PROGRAM}`)),
    /contests row 1 \(line \d+\) breaks a rule: version: Must be a whole number/,
  ],
  [
    'a page for a picture',
    () => signedAfter((backup) => setValue(backup, 'images', 'content_type', 'text/html')),
    /images row 1 \(line \d+\) breaks a rule: content_type: /,
  ],
  [
    'a picture that is not what its type says',
    () => signedAfter((backup) => setValue(backup, 'images', 'data', Buffer.from('<script>alert(1)</script>').toString('base64'))),
    /images row 1 \(line \d+\) breaks a rule: data: Must be a picture of its content type/,
  ],
  [
    'SQL for a table name',
    () =>
      signedAfter((backup) =>
        backup.tables.push({ name: `settings" (name, value) VALUES ('a', 'b'); ${COPY_TO_PROGRAM}`, columns: ['name'], rows: [], line: 0 }),
      ),
    /line \d+ names a table the schema does not have/,
  ],
  [
    'SQL for a column name',
    () =>
      signedAfter((backup) => {
        const countries = backup.tables.find((table) => table.name === 'countries')!;
        countries.columns.push(`name") VALUES ('a'); ${COPY_TO_PROGRAM}`);
        for (const row of countries.rows) row.push('a');
      }),
    /line \d+ names a column that countries does not have/,
  ],
  [
    'SQL for a sequence name',
    () => signedAfter((backup) => backup.sequences.push({ name: `changes_id_seq', 1); ${COPY_TO_PROGRAM}`, value: 1, called: true })),
    /its sequences line names a sequence the schema does not have/,
  ],
  [
    'two users of one id, refused by the database',
    () =>
      signedAfter((backup) => {
        const users = backup.tables.find((table) => table.name === 'users')!;
        users.rows.push([...users.rows[0]!]);
      }),
    /the database refused users rows 1–\d+ \(23505: duplicate key value violates unique constraint "users_(pkey|email_idx)"\)/,
  ],
  [
    'a backup of a newer server',
    () => signedAfter((backup) => backup.migrations.push('9999_future.sql')),
    /it was taken by a newer server \(migrations 9999_future\.sql are unknown here\)/,
  ],
];

/** The tables of the database's schema: none while nothing was written, not even the migrations. */
const tablesIn = async (db: Db) =>
  (await db.execute<{ tables: number }>(sql`SELECT count(*)::int AS tables FROM pg_tables WHERE schemaname = current_schema()`)).rows[0]!
    .tables;

const ignoreLostConnections = { onConnectionLost: () => {} };
const targets: [string, () => Promise<Database>][] = [
  ['PGlite', () => openDatabase({ kind: 'pglite' }, ignoreLostConnections)],
  [
    'PostgreSQL',
    async () => {
      const database = await freshPostgresDatabase();
      const opened = await openDatabase(database.options, ignoreLostConnections);
      return { ...opened, close: async () => (await opened.close(), await database.drop()) };
    },
  ],
];

for (const [name, open] of targets) {
  describe(`restoring on ${name}`, () => {
    let database: Database;
    before(async () => (database = await open()));
    after(() => database.close());

    for (const [what, content, reason] of [...tampered, ...hostile]) {
      it(`refuses ${what}, writing nothing and running nothing`, async () => {
        await assert.rejects(restoreBackup(database.db, fileOf(content()), key), (error: unknown) => {
          assert.ok(error instanceof RestoreRefused, String(error));
          assert.match(error.message, reason);
          assert.match(error.message, /Nothing was restored\.$/);
          assert.doesNotMatch(error.message, /scrypt\$|@example\.|pg_read_file|PROGRAM/, 'a refusal quotes no value of the file');
          return true;
        });
        assert.equal(await tablesIn(database.db), 0);
        assert.ok(!existsSync(marker), 'no command ran');
      });
    }

    it('stores SQL in a text value as text, running none of it', async () => {
      const file = fileOf(
        signedAfter((backup) => {
          setValue(backup, 'countries', 'name', COPY_TO_PROGRAM, 0);
          setValue(backup, 'countries', 'name', READ_FILE, 1);
        }),
      );
      const restored = await restoreBackup(database.db, file, key);
      assert.equal(restored.rows, lines.filter((line) => line.startsWith('[')).length);
      const { rows } = await database.db.execute<{ name: string }>(
        sql`SELECT name FROM countries WHERE name IN (${COPY_TO_PROGRAM}, ${READ_FILE})`,
      );
      assert.deepEqual(rows.map((row) => row.name).sort(), [COPY_TO_PROGRAM, READ_FILE].sort());
      assert.ok(!existsSync(marker), 'no command ran');
    });
  });
}

describe('the server’s start', () => {
  it('does not start from a file its backup key does not verify, and says why', async () => {
    const starting = buildApp({
      database: { kind: 'pglite' },
      jwtSecret: JWT_SECRET,
      backupKey: 'another-backup-key-another-backup-key-0123',
      adminEmail: ADMIN.email,
      adminPassword: ADMIN.password,
      restoreFrom: fileOf(genuine),
    });
    await assert.rejects(
      starting,
      (error: unknown) =>
        error instanceof RestoreRefused &&
        /^RESTORE_FROM=.*: it was signed with another backup key .*Nothing was restored\.$/.test(error.message),
    );
  });

  it('starts from it on another machine given the key it was taken with', async () => {
    const restored = await buildApp({
      database: { kind: 'pglite' },
      jwtSecret: JWT_SECRET,
      backupKey: BACKUP_KEY,
      adminEmail: 'other@example.com',
      adminPassword: 'other-password-1',
      restoreFrom: fileOf(genuine),
    });
    after(() => restored.close());
    const { rows } = await restored.db.execute<{ email: string }>(sql`SELECT email FROM users WHERE role = 'Administrator'`);
    assert.deepEqual(
      rows.map((row) => row.email),
      [ADMIN.email],
    );
  });
});
