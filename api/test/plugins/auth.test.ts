import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SignJWT, UnsecuredJWT } from 'jose';
import { buildTestApp, JWT_SECRET, loginAdmin, send, urlFor } from '../helper.js';

const app = await buildTestApp();
const key = new TextEncoder().encode(JWT_SECRET);

async function adminClaims() {
  const token = await loginAdmin(app);
  const [, payload] = token.split('.');
  return JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
}

describe('bearer tokens', () => {
  const url = urlFor('readUsers');

  it('accepts a valid administrator token', async () => {
    assert.equal((await send(app, { url, token: await loginAdmin(app) })).statusCode, 200);
  });

  it('answers 401 problem details without a token', async () => {
    const response = await send(app, { url });
    assert.equal(response.statusCode, 401);
    assert.match(response.headers['content-type'] as string, /^application\/problem\+json/);
    assert.equal(response.json().status, 401);
  });

  it('answers 401 for a token signed with another key', async () => {
    const token = await new SignJWT(await adminClaims())
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('another-secret-another-secret-0000'));
    assert.equal((await send(app, { url, token })).statusCode, 401);
  });

  it('answers 401 for an expired token', async () => {
    const token = await new SignJWT({ ...(await adminClaims()), exp: Math.floor(Date.now() / 1000) - 10 })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(key);
    const response = await send(app, { url, token });
    assert.equal(response.statusCode, 401);
    assert.equal(response.json().detail, 'The token has expired.');
  });

  it('answers 401 once an accepted token expires, though its signature was checked before', async () => {
    const exp = Math.floor(Date.now() / 1000) + 2;
    const token = await new SignJWT({ ...(await adminClaims()), exp }).setProtectedHeader({ alg: 'HS256' }).sign(key);
    assert.equal((await send(app, { url, token })).statusCode, 200);
    await new Promise((resolve) => setTimeout(resolve, exp * 1000 - Date.now() + 50));
    const response = await send(app, { url, token });
    assert.equal(response.statusCode, 401);
    assert.equal(response.json().detail, 'The token has expired.');
  });

  it('answers 401 for an unsigned alg:none token', async () => {
    const token = new UnsecuredJWT(await adminClaims()).setExpirationTime('1h').encode();
    assert.equal((await send(app, { url, token })).statusCode, 401);
  });

  it('answers 401 for garbage and for a non-bearer scheme', async () => {
    assert.equal((await send(app, { url, token: 'not-a-jwt' })).statusCode, 401);
    const basic = await app.inject({ url, headers: { authorization: 'Basic YWRtaW46YWRtaW4=' } });
    assert.equal(basic.statusCode, 401);
  });

  it('answers 401 for a validly signed token without the expected claims', async () => {
    const token = await new SignJWT({ role: 'Root' }).setProtectedHeader({ alg: 'HS256' }).setExpirationTime('1h').sign(key);
    assert.equal((await send(app, { url, token })).statusCode, 401);
  });
});

describe('the access plugin', () => {
  it('refuses to register an /api route that is no call of the contract', async () => {
    const bare = await buildTestApp();
    assert.throws(() => bare.get('/api/Unlisted', async () => 'x'), /No policy for GET \/api\/Unlisted/);
  });
});
