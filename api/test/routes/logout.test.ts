import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../src/app.js';
import { revokedTokens } from '../../src/db/schema.js';
import { databaseDigest } from '../harness/digest.js';
import { ADMIN, BACKUP_KEY, buildTestApp, call, freshPostgresDatabase, JWT_SECRET, loginAdmin, tokenFor, routeOf } from '../helper.js';

const app = await buildTestApp();
const status = async (token: string, on = app) => (await call(on, 'readUsers', { token })).statusCode;
const logOut = (token: string, on = app) => call(on, 'logOut', { token });

describe(routeOf('logOut'), () => {
  it('ends the token it comes with: a copy kept from before answers 401 on reads and writes', async () => {
    const token = await loginAdmin(app);
    assert.equal(await status(token), 200);
    const response = await logOut(token);
    assert.equal(response.statusCode, 204);
    assert.equal(response.body, '');
    const read = await call(app, 'readUsers', { token });
    assert.equal(read.statusCode, 401);
    assert.match(read.json().detail, /revoked/);
    const write = await call(app, 'createCountry', { token, body: { name: 'After Logout' } });
    assert.equal(write.statusCode, 401);
  });

  it("ends only that session: the same user's other logins go on", async () => {
    const [phone, laptop] = [await loginAdmin(app), await loginAdmin(app)];
    assert.notEqual(phone, laptop, 'two logins get two tokens');
    assert.equal((await logOut(phone)).statusCode, 204);
    assert.equal(await status(phone), 401);
    assert.equal(await status(laptop), 200);
  });

  it('works for every role', async () => {
    for (const token of [await tokenFor(app, 'TeamRegistrator'), await tokenFor(app, 'Guide')]) {
      assert.equal((await logOut(token)).statusCode, 204);
      assert.equal((await call(app, 'readEnumerations', { token })).statusCode, 200, 'public reads stay open');
      assert.equal((await logOut(token)).statusCode, 401);
    }
  });

  it('is harmless with a token already ended: 401, nothing changed, other sessions untouched', async () => {
    const [ended, other] = [await loginAdmin(app), await loginAdmin(app)];
    await logOut(ended);
    const digest = await databaseDigest(app);
    const again = await logOut(ended);
    assert.equal(again.statusCode, 401);
    assert.match(again.headers['content-type'] as string, /^application\/problem\+json/);
    assert.equal(await databaseDigest(app), digest);
    assert.equal(await status(other), 200);
  });

  it('keeps a hash of the token until it expires, never the token', async () => {
    const token = await loginAdmin(app);
    await logOut(token);
    const rows = await app.db.select().from(revokedTokens);
    assert.ok(rows.every((row) => !token.includes(row.tokenHash) && row.tokenHash.length === 43));
    const exp = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).exp as number;
    assert.ok(rows.some((row) => row.expiresAt.getTime() === exp * 1000));
  });

  it('drops the rows of tokens that have expired since', async () => {
    await app.db.insert(revokedTokens).values([
      { tokenHash: 'expired-an-hour-ago', expiresAt: new Date(Date.now() - 3600_000) },
      { tokenHash: 'expires-in-an-hour', expiresAt: new Date(Date.now() + 3600_000) },
    ]);
    await logOut(await loginAdmin(app));
    const left = async (tokenHash: string) =>
      (await app.db.select().from(revokedTokens).where(eq(revokedTokens.tokenHash, tokenHash))).length;
    assert.equal(await left('expired-an-hour-ago'), 0);
    assert.equal(await left('expires-in-an-hour'), 1);
  });
});

describe('logout on several instances of one PostgreSQL', () => {
  it('a token logged out through one instance is refused at once by another that had accepted it', async () => {
    const database = await freshPostgresDatabase();
    const options = {
      database: database.options,
      jwtSecret: JWT_SECRET,
      backupKey: BACKUP_KEY,
      adminEmail: ADMIN.email,
      adminPassword: ADMIN.password,
    };
    const first = await buildApp(options);
    const second = await buildApp(options);
    after(async () => {
      await Promise.all([first.close(), second.close()]);
      await database.drop();
    });
    const token = await loginAdmin(first);
    const other = await loginAdmin(second);
    // The second instance has checked the signature and remembers it.
    assert.equal(await status(token, second), 200);
    assert.equal((await logOut(token, first)).statusCode, 204);
    assert.equal(await status(token, second), 401);
    assert.equal(await status(token, first), 401);
    assert.equal(await status(other, first), 200);
  });
});
