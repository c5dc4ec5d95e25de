import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { ADMIN, buildTestApp, call } from '../helper.js';

const lines: string[] = [];
const app = await buildTestApp({ logger: { level: 'trace', stream: { write: (line) => lines.push(line) } } });
const secrets: string[] = [ADMIN.password];

/** Makes every write to users fail inside the database with an error the app does not expect (500). */
async function breakUserWrites() {
  await app.db.execute(
    sql.raw(
      `CREATE FUNCTION refuse_user_writes() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'user writes are broken'; END $$`,
    ),
  );
  await app.db.execute(sql.raw('CREATE TRIGGER refuse_user_writes BEFORE INSERT OR UPDATE ON users FOR EACH ROW EXECUTE FUNCTION refuse_user_writes()'));
}

describe('the log on error paths', () => {
  it('never holds a password, a password hash or a token, and no line is oversized', async () => {
    const { token } = (await call(app, { method: 'POST', url: '/api/Identity/Login', body: ADMIN })).json();
    secrets.push(token, token.split('.')[2]);
    await breakUserWrites();
    // Register fails inside the database with the new user's password hash among the query's parameters.
    const register = await call(app, {
      method: 'POST',
      url: '/api/Identity/Register',
      token,
      body: { email: 'broken@example.com', name: 'Broken', password: 'register-secret-1', role: 'Guide' },
    });
    assert.equal(register.statusCode, 500);
    assert.doesNotMatch(register.body, /user writes|insert|scrypt/i, '5xx bodies carry no internals');
    secrets.push('register-secret-1');
    const { id } = (await call(app, { url: '/api/Identity/GetAll', token })).json()[0];
    assert.equal((await call(app, { method: 'POST', url: `/api/Identity/${id}/resetPassword`, token })).statusCode, 500);
    await call(app, { method: 'POST', url: '/api/Identity/Login', body: { ...ADMIN, password: 'wrong-secret-1' } });
    secrets.push('wrong-secret-1');
    await call(app, { method: 'POST', url: '/api/Identity/Register', token, body: { email: `${'a'.repeat(1_000_000)}@x.org` } });
    await app.inject({ url: `/api/Country?q=${'q'.repeat(1_000_000)}` });

    const log = lines.join("");
    assert.ok(log.includes('user writes are broken'), 'the database error is logged');
    assert.ok(log.includes('"code":"P0001"'), 'with its SQLSTATE');
    assert.doesNotMatch(log, /scrypt\$/, 'no password hash');
    assert.doesNotMatch(log, /params:/, "no query parameters");
    for (const secret of secrets) assert.ok(!log.includes(secret), `the log contains ${secret.slice(0, 12)}…`);
    const longest = Math.max(...lines.map((line) => line.length));
    assert.ok(longest < 10_000, `a log line of ${longest} characters`);
  });
});
