import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ADMIN, buildTestApp, csrf, urlFor } from '../helper.js';

const app = await buildTestApp();
const url = urlFor('logIn');

describe('CSRF double submit', () => {
  it('sets a readable, strict, site-wide XSRF-TOKEN cookie on a response to a request without one', async () => {
    const response = await app.inject({ url: urlFor('readContest', {}, { year: 2025 }) });
    const cookie = response.cookies.find((item) => item.name === 'XSRF-TOKEN');
    assert.ok(cookie && cookie.value.length >= 32);
    assert.equal(cookie.path, '/');
    assert.equal(cookie.sameSite, 'Strict');
    assert.ok(!cookie.httpOnly);
    assert.ok(!cookie.secure);
  });

  it('gives every new visitor a token of its own, 32 random bytes, also past a batch of drawn tokens', async () => {
    const tokens = new Set<string>();
    for (let i = 0; i < 600; i++) {
      const response = await app.inject({ url: urlFor('readReadiness') });
      const value = response.cookies.find((item) => item.name === 'XSRF-TOKEN')!.value;
      assert.equal(Buffer.from(value, 'base64url').length, 32);
      tokens.add(value);
    }
    assert.equal(tokens.size, 600);
  });

  it('does not replace an existing cookie', async () => {
    const response = await app.inject({ url: urlFor('readReadiness'), headers: { cookie: 'XSRF-TOKEN=abc' } });
    assert.equal(response.headers['set-cookie'], undefined);
  });

  it('sets the cookie on 404 answers too', async () => {
    const response = await app.inject({ url: '/api/unknown' });
    assert.ok(response.cookies.some((item) => item.name === 'XSRF-TOKEN'));
  });

  it('refuses a login without the header with 403 problem details', async () => {
    const token = await csrf(app);
    const response = await app.inject({ method: 'POST', url, headers: { cookie: `XSRF-TOKEN=${token}` }, payload: ADMIN });
    assert.equal(response.statusCode, 403);
    assert.match(response.headers['content-type'] as string, /^application\/problem\+json/);
  });

  it('refuses a header that does not match the cookie', async () => {
    const token = await csrf(app);
    const response = await app.inject({
      method: 'POST',
      url,
      headers: { cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': `${token}x` },
      payload: ADMIN,
    });
    assert.equal(response.statusCode, 403);
  });

  it('refuses a header without any cookie', async () => {
    const response = await app.inject({ method: 'POST', url, headers: { 'x-xsrf-token': 'abc' }, payload: ADMIN });
    assert.equal(response.statusCode, 403);
  });

  it('accepts the matching pair', async () => {
    const token = await csrf(app);
    const response = await app.inject({
      method: 'POST',
      url,
      headers: { cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token },
      payload: ADMIN,
    });
    assert.equal(response.statusCode, 200);
  });
});
