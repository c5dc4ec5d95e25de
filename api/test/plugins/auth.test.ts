import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import Fastify from 'fastify';
import { SignJWT, UnsecuredJWT } from 'jose';
import { authPlugin } from '../../src/plugins/auth.js';
import { csrfPlugin } from '../../src/plugins/csrf.js';
import { errorsPlugin } from '../../src/plugins/errors.js';
import { POLICY } from '../../src/plugins/policy.js';
import { buildTestApp, call, JWT_SECRET, loginAdmin, tokenFor } from '../helper.js';

const app = await buildTestApp();
const registratorToken = await tokenFor(app, 'TeamRegistrator');
const guideToken = await tokenFor(app, 'Guide');
const key = new TextEncoder().encode(JWT_SECRET);
const SAMPLE_PARAMS: Record<string, string> = { id: '11111111-1111-4111-8111-111111111111', role: 'Guide' };
const concrete = (url: string) => url.replace(/:(\w+)/g, (_, name: string) => SAMPLE_PARAMS[name] ?? name);
const adminOnly = POLICY.filter((entry) => entry.access !== 'public' && !entry.access.includes('TeamRegistrator'));

async function adminClaims() {
  const token = await loginAdmin(app);
  const [, payload] = token.split('.');
  return JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
}

describe('bearer tokens', () => {
  const url = '/api/Identity/GetAll';

  it('accepts a valid administrator token', async () => {
    assert.equal((await call(app, { url, token: await loginAdmin(app) })).statusCode, 200);
  });

  it('answers 401 problem details without a token', async () => {
    const response = await call(app, { url });
    assert.equal(response.statusCode, 401);
    assert.match(response.headers['content-type'] as string, /^application\/problem\+json/);
    assert.equal(response.json().status, 401);
  });

  it('answers 401 for a token signed with another key', async () => {
    const token = await new SignJWT(await adminClaims())
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('another-secret-another-secret-0000'));
    assert.equal((await call(app, { url, token })).statusCode, 401);
  });

  it('answers 401 for an expired token', async () => {
    const token = await new SignJWT({ ...(await adminClaims()), exp: Math.floor(Date.now() / 1000) - 10 })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(key);
    const response = await call(app, { url, token });
    assert.equal(response.statusCode, 401);
    assert.equal(response.json().detail, 'The token has expired.');
  });

  it('answers 401 for an unsigned alg:none token', async () => {
    const token = new UnsecuredJWT(await adminClaims()).setExpirationTime('1h').encode();
    assert.equal((await call(app, { url, token })).statusCode, 401);
  });

  it('answers 401 for garbage and for a non-bearer scheme', async () => {
    assert.equal((await call(app, { url, token: 'not-a-jwt' })).statusCode, 401);
    const basic = await app.inject({ url, headers: { authorization: 'Basic YWRtaW46YWRtaW4=' } });
    assert.equal(basic.statusCode, 401);
  });

  it('answers 401 for a validly signed token without the expected claims', async () => {
    const token = await new SignJWT({ role: 'Root' }).setProtectedHeader({ alg: 'HS256' }).setExpirationTime('1h').sign(key);
    assert.equal((await call(app, { url, token })).statusCode, 401);
  });
});

describe('role policy (generated from the policy table)', () => {
  for (const entry of adminOnly) {
    const url = concrete(entry.url);
    it(`${entry.method} ${entry.url}: 403 for a TeamRegistrator and a Guide, 401 for anonymous`, async () => {
      for (const token of [registratorToken, guideToken]) {
        const response = await call(app, { method: entry.method, url, token, body: {} });
        assert.equal(response.statusCode, 403, `${entry.method} ${url}: ${response.body}`);
        assert.match(response.headers['content-type'] as string, /^application\/problem\+json/);
      }
      const anonymous = await call(app, { method: entry.method, url, body: {} });
      assert.equal(anonymous.statusCode, 401, `${entry.method} ${url}: ${anonymous.body}`);
    });
  }

  for (const entry of POLICY.filter((item) => item.access === 'public' && item.method === 'GET')) {
    it(`GET ${entry.url}: public, never 401 or 403`, async () => {
      const response = await call(app, { url: concrete(entry.url) });
      assert.ok(![401, 403].includes(response.statusCode), `${entry.url}: ${response.statusCode}`);
    });
  }

  it('refuses to register an /api route missing from the table', async () => {
    const bare = Fastify();
    await bare.register(errorsPlugin).register(csrfPlugin).register(authPlugin, { jwtSecret: JWT_SECRET });
    await bare.after();
    assert.throws(() => bare.get('/api/Unlisted', async () => 'x'), /No policy entry for GET \/api\/Unlisted/);
    await bare.close();
  });
});
