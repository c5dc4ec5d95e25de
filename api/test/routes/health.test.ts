import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildTestApp, call, urlFor, send } from '../helper.js';

const app = await buildTestApp();

describe('health, unknown paths and headers', () => {
  it('answers ok once the database answers', async () => {
    const response = await call(app, 'readReadiness');
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { status: 'ok' });
  });

  it('keeps readiness and liveness apart, both public and never cached', async () => {
    for (const url of [urlFor('readReadiness'), urlFor('readLiveness')]) {
      const response = await app.inject({ url });
      assert.equal(response.statusCode, 200, url);
      assert.deepEqual(response.json(), { status: 'ok' }, url);
      assert.equal(response.headers['cache-control'], 'no-store', url);
    }
  });

  it('answers 404 problem JSON for unknown /api paths, for any method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await send(app, { method, url: '/api/DoesNotExist' });
      assert.equal(response.statusCode, 404);
      assert.match(response.headers['content-type'] as string, /^application\/problem\+json/);
      assert.equal(response.json().status, 404);
    }
  });

  it('sends the security headers', async () => {
    const response = await call(app, 'readReadiness');
    const csp = response.headers['content-security-policy'] as string;
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "connect-src 'self'",
      "frame-src 'self' blob:",
      "frame-ancestors 'none'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
    ]) {
      assert.ok(csp.includes(directive), `CSP lacks ${directive}`);
    }
    assert.equal(response.headers['x-content-type-options'], 'nosniff');
    assert.equal(response.headers['referrer-policy'], 'strict-origin-when-cross-origin');
  });

  it('answers malformed JSON with 400 problem details', async () => {
    const response = await app.inject({
      method: 'POST',
      url: urlFor('logIn'),
      headers: { cookie: 'XSRF-TOKEN=t', 'x-xsrf-token': 't', 'content-type': 'application/json' },
      payload: '{"email":',
    });
    assert.equal(response.statusCode, 400);
    assert.match(response.headers['content-type'] as string, /^application\/problem\+json/);
  });
});
