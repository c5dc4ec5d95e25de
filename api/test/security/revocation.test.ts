import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { users } from '../../src/db/schema.js';
import { buildTestApp, call, JWT_SECRET, login, loginAdmin, send, urlFor } from '../helper.js';

const app = await buildTestApp();
const adminToken = await loginAdmin(app);
const key = new TextEncoder().encode(JWT_SECRET);
const url = urlFor('readUsers');

/** A second administrator, whose tokens the tests end in various ways. */
async function freshAdmin(): Promise<{ id: string; email: string; token: string }> {
  const email = `admin-${randomUUID().slice(0, 8)}@example.com`;
  const created = await call(app, 'registerUser', {
    token: adminToken,
    body: { email, name: 'Second Admin', password: 'second-password-1', role: 'Administrator' },
  });
  assert.equal(created.statusCode, 201);
  return { id: created.json().id, email, token: await login(app, email, 'second-password-1') };
}

const status = async (token: string) => (await send(app, { url, token })).statusCode;

describe('tokens end at once', () => {
  it('after a password reset; a new login works', async () => {
    const user = await freshAdmin();
    assert.equal(await status(user.token), 200);
    const reset = await call(app, 'resetPassword', { params: { id: user.id }, token: adminToken });
    const response = await send(app, { url, token: user.token });
    assert.equal(response.statusCode, 401);
    assert.match(response.json().detail, /revoked/);
    assert.equal(await status(await login(app, user.email, reset.json().password)), 200);
  });

  it('after a change of role or country, whoever makes it', async () => {
    const user = await freshAdmin();
    await app.db.update(users).set({ role: 'Guide' }).where(eq(users.id, user.id));
    assert.equal(await status(user.token), 401);
    const again = await freshAdmin();
    await app.db.update(users).set({ name: 'Renamed only' }).where(eq(users.id, again.id));
    assert.equal(await status(again.token), 200, 'a change of name keeps the tokens');
  });

  it('after the user is deleted: no more countries created by a deleted administrator', async () => {
    const user = await freshAdmin();
    await app.db.delete(users).where(eq(users.id, user.id));
    const response = await call(app, 'createCountry', { token: user.token, body: { name: 'Ghost Land' } });
    assert.equal(response.statusCode, 401);
  });

  it('for a user id that never existed, even correctly signed', async () => {
    const token = await new SignJWT({ role: 'Administrator', unique_name: 'ghost@example.com', nameid: randomUUID(), ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(key);
    assert.equal(await status(token), 401);
  });

  it('for a token without a version, or with a forged one', async () => {
    const user = await freshAdmin();
    const [, payload] = user.token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    const { ver: _ver, ...unversioned } = claims;
    for (const forged of [unversioned, { ...claims, ver: Number(claims.ver) + 1 }]) {
      const token = await new SignJWT(forged).setProtectedHeader({ alg: 'HS256' }).sign(key);
      assert.equal(await status(token), 401);
    }
  });
});
