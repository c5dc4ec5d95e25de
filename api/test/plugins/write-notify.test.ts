import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CONTRACT } from '@olympiad/shared/contract';
import { sql } from 'drizzle-orm';
import { ADMIN, buildTestApp, call, loginAdmin } from '../helper.js';

/**
 * Tables no instance keeps anything from: the login's counters, revoked tokens, settings, the
 * history, the e-mail queue and the password links (read afresh by every call that needs them).
 */
const UNANNOUNCED = ['changes', 'login_attempts', 'messages', 'password_links', 'revoked_tokens', 'schema_migrations', 'settings'];
/** pg_trigger.tgtype: fired for each row (1), on INSERT (4), DELETE (8), UPDATE (16), TRUNCATE (32). */
const FOR_EACH_ROW = 1;
const EVERY_WRITE = 4 | 8 | 16 | 32;

describe('the writes announced to what a process keeps', () => {
  it('are the data writes: a login, a failed one and a logout empty no cache', async () => {
    const app = await buildTestApp();
    const told: (string | null)[] = [];
    app.writes.subscribe((route) => told.push(route));

    const token = await loginAdmin(app);
    await call(app, 'logIn', { body: { email: ADMIN.email, password: 'not-the-password' } });
    assert.equal((await call(app, 'logOut', { token })).statusCode, 204);
    // On PostgreSQL the listener's check may also say null (drop everything) while it is not yet
    // confirmed, and the writer hears its own notification after its answer: only routes count.
    const routes = () => told.filter((route) => route !== null);
    assert.deepEqual(routes(), []);

    const admin = await loginAdmin(app);
    const added = await call(app, 'createCountry', { token: admin, body: { name: 'Notifia' } });
    assert.equal(added.statusCode, 201, added.body);
    assert.equal(routes()[0], CONTRACT.createCountry.path);
    assert.deepEqual([...new Set(routes())], [CONTRACT.createCountry.path]);
  });

  it('are announced by the transaction of every write to a table of the edition (a new table announces its writes or is listed here)', async () => {
    const app = await buildTestApp();
    const { rows } = await app.db.execute<{ table: string; announced: boolean }>(sql`
      SELECT c.relname AS table, EXISTS (
        SELECT 1 FROM pg_trigger t JOIN pg_proc p ON p.oid = t.tgfoid
        WHERE t.tgrelid = c.oid AND p.proname = 'announce_write'
          AND t.tgtype & ${EVERY_WRITE} = ${EVERY_WRITE} AND t.tgtype & ${FOR_EACH_ROW} = 0
      ) AS announced
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = current_schema() AND c.relkind = 'r'
      ORDER BY c.relname`);
    assert.ok(rows.length > UNANNOUNCED.length);
    assert.deepEqual(
      rows.filter((row) => !row.announced).map((row) => row.table),
      UNANNOUNCED,
      'a new table either announces its writes (migration 0012) or is one no instance keeps anything from',
    );
  });
});
