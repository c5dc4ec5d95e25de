import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { readBackup, writeBackup } from '../../src/db/backup/backup-file.js';
import { backupKey } from '../../src/db/backup/backup-key.js';
import { RestoreRefused } from '../../src/db/backup/restore-backup.js';
import { takeBackup } from '../../src/db/backup/take-backup.js';
import { safeErrorText } from '../../src/lib/log-safe.js';
import { ADMIN, BACKUP_KEY, JWT_SECRET, buildTestApp, call, freshPostgresDatabase, loginAdmin, urlFor } from '../helper.js';

const lines: string[] = [];
const app = await buildTestApp({ logger: { level: 'trace', stream: { write: (line) => lines.push(line) } } });
const secrets: string[] = [ADMIN.password];

/** A value that must never reach a log, whatever fails around it. */
const SECRET = 'scrypt$131072$8$8$c2VjcmV0LXNhbHQ=$bG9nZ2VkLW5ldmVyLWxvZ2dlZA==';
const postgres = await freshPostgresDatabase();
const linesOf: Record<string, string[]> = { PGlite: lines, PostgreSQL: [] };
const onPostgres = await buildApp({
  database: postgres.options,
  jwtSecret: JWT_SECRET,
  backupKey: BACKUP_KEY,
  adminEmail: ADMIN.email,
  adminPassword: ADMIN.password,
  logger: { level: 'trace', stream: { write: (line) => linesOf.PostgreSQL!.push(line) } },
});
after(async () => {
  await onPostgres.close();
  await postgres.drop();
});

/** Makes every write to users fail inside the database with an error the app does not expect (500). */
async function breakUserWrites() {
  await app.db.execute(
    sql.raw(
      `CREATE FUNCTION refuse_user_writes() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'user writes are broken'; END $$`,
    ),
  );
  await app.db.execute(
    sql.raw('CREATE TRIGGER refuse_user_writes BEFORE INSERT OR UPDATE ON users FOR EACH ROW EXECUTE FUNCTION refuse_user_writes()'),
  );
}

describe('the log on error paths', () => {
  it('never holds a password, a password hash or a token, and no line is oversized', async () => {
    const { token } = (await call(app, 'logIn', { body: ADMIN })).json();
    secrets.push(token, token.split('.')[2]);
    await breakUserWrites();
    // Register fails inside the database with the new user's password hash among the query's parameters.
    const register = await call(app, 'registerUser', {
      token,
      body: { email: 'broken@example.com', name: 'Broken', password: 'register-secret-1', role: 'Guide' },
    });
    assert.equal(register.statusCode, 500);
    assert.doesNotMatch(register.body, /user writes|insert|scrypt/i, '5xx bodies carry no internals');
    secrets.push('register-secret-1');
    const { id } = (await call(app, 'readUsers', { token })).json()[0];
    assert.equal((await call(app, 'resetPassword', { params: { id }, token })).statusCode, 500);
    await call(app, 'logIn', { body: { ...ADMIN, password: 'wrong-secret-1' } });
    secrets.push('wrong-secret-1');
    await call(app, 'registerUser', { token, body: { email: `${'a'.repeat(1_000_000)}@x.org` } });
    await app.inject({ url: urlFor('readCountries', {}, { q: 'q'.repeat(1_000_000) }) });

    const log = lines.join('');
    assert.ok(log.includes('user writes are broken'), 'the database error is logged');
    assert.ok(log.includes('"code":"P0001"'), 'with its SQLSTATE');
    assert.doesNotMatch(log, /scrypt\$/, 'no password hash');
    assert.doesNotMatch(log, /params:/, 'no query parameters');
    for (const secret of secrets) assert.ok(!log.includes(secret), `the log contains ${secret.slice(0, 12)}…`);
    const longest = Math.max(...lines.map((line) => line.length));
    assert.ok(longest < 10_000, `a log line of ${longest} characters`);
  });
});

/** The error of a query the database refuses, with SECRET among its parameters and quoted back in its message or detail. */
async function failedQuery(app: FastifyInstance, query: ReturnType<typeof sql>): Promise<Error> {
  try {
    await app.db.execute(query);
  } catch (error) {
    return error as Error;
  }
  throw new Error('the query did not fail');
}

for (const [name, target] of [
  ['PGlite', app],
  ['PostgreSQL', onPostgres],
] as const) {
  describe(`a failed query's values on ${name}`, () => {
    it('are in no log line, however the error is logged, nor is the query', async () => {
      const errors = [
        // 22P02: invalid input syntax for type integer: "<the value>".
        await failedQuery(target, sql`SELECT ${SECRET}::integer`),
        // 23505: the value in the error's detail.
        await failedQuery(target, sql`INSERT INTO countries (name) SELECT ${SECRET} FROM generate_series(1, 2)`),
      ];
      const logged = linesOf[name]!;
      const before = logged.length;
      for (const error of errors) {
        assert.ok(String(error.message).includes(SECRET), 'the error itself carries the value');
        target.log.error({ err: error });
        target.log.error({ err: error }, error.message);
        target.log.error(error);
        target.log.warn({ error, nested: { cause: error } }, 'failed elsewhere');
        assert.ok(!safeErrorText(error).includes(SECRET), 'nor does the start’s report of it');
        assert.doesNotMatch(safeErrorText(error), /SELECT|INSERT|Failed query/);
      }
      const log = logged.slice(before).join('');
      assert.ok(log.includes('"code":"22P02"') && log.includes('"code":"23505"'), log);
      assert.ok(!log.includes(SECRET), 'the value is logged');
      assert.doesNotMatch(log, /Failed query|SELECT|INSERT|params/, 'the query is logged');
    });
  });
}

describe('a restore the database refuses', () => {
  it('says which rows, never their password hashes or e-mails, and logs none of them', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'olympiad-log-restore-'));
    after(() => rmSync(folder, { recursive: true, force: true }));
    const key = backupKey(BACKUP_KEY);
    const backup = readBackup(Buffer.from((await takeBackup(app.db, key)).text), key);
    // Two users of one id: refused at the insert, with every user's hash and e-mail among its values.
    const users = backup.tables.find((table) => table.name === 'users')!;
    users.rows.push([...users.rows[0]!]);
    const file = join(folder, 'users-twice.jsonl');
    writeFileSync(file, writeBackup(backup, key));
    const hashes = users.rows.map((row) => row[users.columns.indexOf('password_hash')]!);
    const emails = users.rows.map((row) => row[users.columns.indexOf('email')]!);
    assert.ok(hashes.every((hash) => hash.startsWith('scrypt$')) && emails.includes(ADMIN.email));

    const restoring: string[] = [];
    const refusal = await buildApp({
      database: { kind: 'pglite' },
      jwtSecret: JWT_SECRET,
      backupKey: BACKUP_KEY,
      adminEmail: ADMIN.email,
      adminPassword: ADMIN.password,
      restoreFrom: file,
      logger: { level: 'trace', stream: { write: (line) => restoring.push(line) } },
    }).then(
      () => assert.fail('the restore went through'),
      (error: unknown) => error,
    );
    assert.ok(refusal instanceof RestoreRefused, String(refusal));
    assert.match(refusal.message, /the database refused users rows? [\d–]+ \(23505: duplicate key value violates unique constraint/);
    const said = `${refusal.message}${restoring.join('')}`;
    for (const value of [...hashes, ...emails]) assert.ok(!said.includes(value), `${value.slice(0, 12)}… is said`);
    assert.doesNotMatch(said, /INSERT|Failed query|params/);
    assert.ok(await loginAdmin(app));
  });
});
