import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SPEC_EDITION } from '@olympiad/shared/schemas';
import { ADMIN, buildTestApp, call, csrf, loginAdmin, tokenFor, urlFor, send } from '../helper.js';

const app = await buildTestApp();
const token = await loginAdmin(app);
const created = await call(app, 'createCountry', { token, body: { name: 'Encoded Land' } });
const countryId: string = created.json().id;

/** The same route spelled with percent-encoded letters, as an attacker would. */
const SPELLINGS = (path: string) => [`/%61pi${path}`, `/ap%69${path}`, `/%61%70%69${path}`];

describe('CSRF decides on the route, not the raw URL', () => {
  for (const url of SPELLINGS(`/Country/${'{id}'}`)) {
    it(`refuses PUT ${url} with a bearer token and no XSRF pair`, async () => {
      const response = await app.inject({
        method: 'PUT',
        url: url.replace('{id}', countryId),
        headers: { authorization: `Bearer ${token}` },
        payload: { id: countryId, name: 'Hijacked' },
      });
      assert.equal(response.statusCode, 403, response.body);
    });
  }

  for (const url of SPELLINGS('/Identity/Login')) {
    it(`refuses the login at ${url} without the pair, and with a wrong one`, async () => {
      const xsrf = await csrf(app);
      const without = await app.inject({ method: 'POST', url, payload: ADMIN });
      assert.equal(without.statusCode, 403);
      const wrong = await app.inject({
        method: 'POST',
        url,
        headers: { cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': `${xsrf}-wrong` },
        payload: ADMIN,
      });
      assert.equal(wrong.statusCode, 403);
    });
  }
});

describe('the public cache is dropped by a write on any spelling of the route', () => {
  it('shows the new name after PUT /%61pi/Country/{id}', async () => {
    assert.ok((await call(app, 'readCountries')).json().some((country: { name: string }) => country.name === 'Encoded Land'));
    const renamed = await send(app, {
      method: 'PUT',
      url: urlFor('updateCountry', { id: countryId }).replace(/^\/api\//, '/%61pi/'),
      token,
      body: { id: countryId, name: 'Renamed Land' },
    });
    assert.equal(renamed.statusCode, 200, renamed.body);
    const names = (await call(app, 'readCountries')).json().map((country: { name: string }) => country.name);
    assert.ok(names.includes('Renamed Land'));
    assert.ok(!names.includes('Encoded Land'));
  });
});

describe('private answers are never stored by a cache', () => {
  it('marks the login, the reset password and every authenticated read no-store', async () => {
    const login = await call(app, 'logIn', { body: ADMIN });
    assert.equal(login.headers['cache-control'], 'no-store');
    const users = await call(app, 'readUsers', { token });
    assert.equal(users.headers['cache-control'], 'no-store');
    const registrator = await tokenFor(app, 'TeamRegistrator', SPEC_EDITION.hostCountry!.id);
    const teams = await call(app, 'readCountryTeams', { params: { countryId: SPEC_EDITION.hostCountry!.id }, token: registrator });
    assert.equal(teams.statusCode, 200);
    assert.equal(teams.headers['cache-control'], 'no-store');
    const someone = await call(app, 'registerUser', { token, body: { email: 'reset-me@example.com', name: 'Reset', role: 'Guide' } });
    assert.equal(someone.headers['cache-control'], 'no-store');
    const reset = await call(app, 'resetPassword', { params: { id: someone.json().id }, token });
    assert.equal(reset.statusCode, 200);
    assert.equal(reset.headers['cache-control'], 'no-store');
  });

  it('marks refusals and unknown /api paths no-store, also percent-encoded', async () => {
    assert.equal((await app.inject({ url: urlFor('readUsers') })).headers['cache-control'], 'no-store');
    const unknown = await app.inject({ url: '/%61pi/nothing-here' });
    assert.equal(unknown.statusCode, 404);
    assert.match(String(unknown.headers['content-type']), /^application\/problem\+json/);
    assert.equal(unknown.headers['cache-control'], 'no-store');
  });

  it('keeps the ETag policy of public reads, even for a logged-in reader', async () => {
    for (const url of [urlFor('readCountries'), urlFor('readContest', {}, { year: 2025 }), urlFor('readTeams')]) {
      const response = await send(app, { url, token });
      assert.equal(response.headers['cache-control'], 'no-cache', url);
      assert.ok(response.headers.etag, url);
    }
  });
});
