import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify from 'fastify';
import { HELMET_OPTIONS } from '../../src/plugins/security.js';
import { buildTestApp, urlFor, send } from '../helper.js';

const app = await buildTestApp();

/** What the server sent before helmet's headers were computed once (main at 1db784c), in order; frame-src since issue 36. */
const EXPECTED = [
  [
    'content-security-policy',
    "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;connect-src 'self';font-src 'self' data:;frame-src 'self' blob:;frame-ancestors 'none';object-src 'none';base-uri 'self';form-action 'self'",
  ],
  ['cross-origin-opener-policy', 'same-origin'],
  ['cross-origin-resource-policy', 'same-origin'],
  ['origin-agent-cluster', '?1'],
  ['referrer-policy', 'strict-origin-when-cross-origin'],
  ['strict-transport-security', 'max-age=31536000; includeSubDomains'],
  ['x-content-type-options', 'nosniff'],
  ['x-dns-prefetch-control', 'off'],
  ['x-download-options', 'noopen'],
  ['x-frame-options', 'SAMEORIGIN'],
  ['x-permitted-cross-domain-policies', 'none'],
  ['x-xss-protection', '0'],
];
const NAMES = new Set(EXPECTED.map(([name]) => name));

/** Helmet's kind of headers; the reference's other headers are Fastify's own (type, length, date). */
const securityHeaders = (headers: Record<string, unknown>) =>
  Object.entries(headers).filter(([name]) => NAMES.has(name) || name.startsWith('cross-origin') || name.startsWith('x-'));

describe('security headers', () => {
  it('are exactly those @fastify/helmet sends per request for the same options', async () => {
    const reference = Fastify();
    // The same options; helmet's types are declared twice (its ESM and CommonJS builds), hence the cast.
    await reference.register(fastifyHelmet, HELMET_OPTIONS as unknown as FastifyHelmetOptions);
    reference.get('/', async () => 'ok');
    const helmets = securityHeaders((await reference.inject('/')).headers);
    await reference.close();
    assert.deepEqual(helmets, EXPECTED);
  });

  it('are on a cached public read, a page, an error and a write, unchanged and in helmet’s order', async () => {
    for (const options of [
      { url: urlFor('readContest', {}, { year: 2025 }) },
      { url: urlFor('readReadiness') },
      { url: '/api/DoesNotExist' },
      { url: urlFor('readEnumerations') },
      { method: 'POST' as const, url: urlFor('logIn'), body: { email: 'nobody@example.com', password: 'wrong-password' } },
    ]) {
      const response = await send(app, options);
      assert.deepEqual(securityHeaders(response.headers), EXPECTED, `${options.url}: ${response.statusCode}`);
    }
  });
});
