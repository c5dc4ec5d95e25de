import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildTestApp, urlFor } from '../helper.js';

const app = await buildTestApp();

// The access hooks are put on each non-public route when it is registered (a public read runs
// none): the HEAD route Fastify adds beside a GET must carry them too.
describe('access hooks on the routes that need them', () => {
  it('refuses GET and HEAD of a non-public read without a token, and answers both of a public one', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      assert.equal((await app.inject({ method, url: urlFor('readUsers') })).statusCode, 401, method);
      assert.equal((await app.inject({ method, url: urlFor('readContest', {}, { year: 2025 }) })).statusCode, 200, method);
    }
  });
});
