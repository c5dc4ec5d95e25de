import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TEXT_LIMITS, TEXT_MESSAGES } from '@olympiad/shared/schemas';
import { countries } from '../../src/db/schema.js';
import { toProblem } from '../../src/plugins/errors.js';
import { buildTestApp, call, loginAdmin, urlFor } from '../helper.js';

const app = await buildTestApp();
const token = await loginAdmin(app);
const contest = (await call(app, 'readContest', { query: { year: 2025 } })).json();
const { committees: _committees, year: _year, ...contestBody } = contest;

const isProblem = (response: { headers: Record<string, unknown> }) =>
  assert.match(String(response.headers['content-type']), /^application\/problem\+json/);

describe('bad input answers 400 problem details, never 500', () => {
  it('refuses a NUL byte in a text field with a field error', async () => {
    const response = await call(app, 'createCountry', { token, body: { name: 'Bul\u0000garia' } });
    assert.equal(response.statusCode, 400);
    isProblem(response);
    assert.deepEqual(response.json().errors, { name: [TEXT_MESSAGES.controlCharacters] });
  });

  it('refuses a field whose shape trips zod itself (found by the fuzzer)', async () => {
    const countryId = (await call(app, 'readCountries')).json()[0].id;
    const body = { flagImage: { length: { toString: false } } };
    for (const response of [
      await call(app, 'createCountry', { token, body }),
      await call(app, 'updateCountry', { params: { id: countryId }, token, body }),
    ]) {
      assert.equal(response.statusCode, 400, response.body);
      isProblem(response);
    }
  });

  it('refuses a 1 MB e-mail', async () => {
    const email = `${'a'.repeat(1024 * 1024)}@example.com`;
    const body = { email, name: 'Big', password: 'big-password-1', role: 'Guide' };
    const response = await call(app, 'registerUser', { token, body });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json().errors, { email: [TEXT_MESSAGES.tooLong(TEXT_LIMITS.email)] });
    assert.ok(response.body.length < 1000, 'the answer does not echo the e-mail');
  });

  it('refuses a contest with 10,000 organizers', async () => {
    const organizers = Array.from({ length: 10_000 }, (_, index) => ({ name: `Organizer ${index}` }));
    const response = await call(app, 'updateContest', { params: { id: contest.id }, token, body: { ...contestBody, organizers } });
    assert.equal(response.statusCode, 400);
    assert.ok(response.json().errors.organizers);
  });

  it('refuses a contest name longer than a page title should be', async () => {
    const name = 'N'.repeat(TEXT_LIMITS.contestName + 1);
    const response = await call(app, 'updateContest', { params: { id: contest.id }, token, body: { ...contestBody, name } });
    assert.equal(response.statusCode, 400);
  });

  it('answers malformed JSON and a wrong media type with problem details', async () => {
    const malformed = await call(app, 'createCountry', { token, headers: { 'content-type': 'application/json' }, body: '{"name": "x"' });
    assert.equal(malformed.statusCode, 400);
    isProblem(malformed);
    const media = await call(app, 'createCountry', { token, headers: { 'content-type': 'text/xml' }, body: '<x/>' });
    assert.equal(media.statusCode, 415);
    isProblem(media);
  });

  it('answers a bad URL with problem details', async () => {
    for (const url of [`${urlFor('readCountries')}/%E0%A4%A`, '/api/%', '/%zz']) {
      const response = await app.inject({ url });
      assert.equal(response.statusCode, 400, url);
      isProblem(response);
      assert.equal(response.json().status, 400);
    }
  });

  it('turns what the database still refuses into 400/409, with no internals', async () => {
    const refused = await app.db
      .insert(countries)
      .values({ name: 'a\u0000b' })
      .then(
        () => undefined,
        (error: Error) => error,
      );
    assert.ok(refused, 'the database refuses NUL');
    const problem = toProblem(refused);
    assert.equal(problem.status, 400);
    assert.doesNotMatch(JSON.stringify(problem), /insert|countries|\\u0000/i);
    const [first] = await app.db.select({ name: countries.name }).from(countries).limit(1);
    const duplicate = await app.db
      .insert(countries)
      .values({ name: first!.name })
      .then(
        () => undefined,
        (error: Error) => error,
      );
    if (duplicate) assert.equal(toProblem(duplicate).status, 409);
  });
});
