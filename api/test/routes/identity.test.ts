import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { ADMIN, allKeys, buildTestApp, call, login, loginAdmin, send, routeOf, urlFor } from '../helper.js';

const app = await buildTestApp();

describe(routeOf('logIn'), () => {
  it('answers the token and the user record; the token carries role, unique_name, nameid and a 12 h exp', async () => {
    const response = await call(app, 'logIn', { body: ADMIN });
    assert.equal(response.statusCode, 200);
    const body = response.json();
    assert.deepEqual(Object.keys(body).sort(), ['countryId', 'id', 'name', 'token', 'username']);
    assert.equal(body.name, 'Administrator');
    assert.equal(body.username, ADMIN.email);
    assert.equal(body.countryId, null);
    assert.equal(decodeProtectedHeader(body.token).alg, 'HS256');
    const claims = decodeJwt(body.token);
    assert.equal(claims.role, 'Administrator');
    assert.equal(claims.unique_name, ADMIN.email);
    assert.equal(claims.nameid, body.id);
    const lifetime = claims.exp! - Math.floor(Date.now() / 1000);
    assert.ok(lifetime > 12 * 3600 - 60 && lifetime <= 12 * 3600, `lifetime ${lifetime}`);
  });

  it('accepts the e-mail in any case', async () => {
    assert.ok(await login(app, ADMIN.email.toUpperCase(), ADMIN.password));
  });

  it('refuses a wrong password with 400 problem details', async () => {
    const response = await call(app, 'logIn', { body: { email: ADMIN.email, password: 'wrong-password' } });
    assert.equal(response.statusCode, 400);
    assert.match(response.headers['content-type'] as string, /^application\/problem\+json/);
    assert.deepEqual(response.json(), {
      type: 'about:blank',
      title: 'Bad Request',
      status: 400,
      detail: 'Invalid email or password.',
    });
  });

  it('refuses an unknown e-mail with the same answer', async () => {
    const response = await call(app, 'logIn', { body: { email: 'nobody@example.com', password: 'whatever-1' } });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().detail, 'Invalid email or password.');
  });

  it('answers field errors for an empty form', async () => {
    const response = await call(app, 'logIn', { body: { email: '', password: '' } });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json().errors, {
      email: ['Please Fill Required Field!'],
      password: ['Please Fill Required Field!'],
    });
  });
});

describe('users', () => {
  it('registers a user with a generated password shown once, and never lists a password', async () => {
    const token = await loginAdmin(app);
    const countries = (await call(app, 'readCountries')).json();
    const countryId = countries[0].id;
    const created = await call(app, 'registerUser', {
      token,
      body: { email: 'reg@example.com', name: 'Registrator', role: 'TeamRegistrator', countryId },
    });
    assert.equal(created.statusCode, 201);
    const user = created.json();
    assert.equal(user.username, 'reg@example.com');
    assert.equal(user.countryId, countryId);
    assert.equal(user.countryName, countries[0].name);
    assert.ok(user.password.length >= 8);
    assert.ok(await login(app, 'reg@example.com', user.password));

    for (const url of [urlFor('readUsers'), urlFor('readUsersWithRole', { role: 'TeamRegistrator' })]) {
      const list = await send(app, { url, token });
      assert.equal(list.statusCode, 200);
      const keys = allKeys(list.json());
      assert.ok(!keys.has('password') && !keys.has('passwordHash'), `${url} shows a password`);
      assert.ok(list.json().some((item: { email: string }) => item.email === 'reg@example.com'));
    }
    const guides = await call(app, 'readUsersWithRole', { params: { role: 'Guide' }, token });
    assert.deepEqual(guides.json(), []);
  });

  it('keeps a given password and refuses a short one or a duplicate e-mail', async () => {
    const token = await loginAdmin(app);
    const body = { email: 'guide@example.com', name: 'Guide One', role: 'Guide', password: 'guide-password' };
    const created = await call(app, 'registerUser', { token, body });
    assert.equal(created.json().password, 'guide-password');
    const again = await call(app, 'registerUser', { token, body });
    assert.equal(again.statusCode, 409);
    const short = await call(app, 'registerUser', { token, body: { ...body, email: 'other@example.com', password: 'short' } });
    assert.equal(short.statusCode, 400);
    assert.deepEqual(short.json().errors, { password: ['Password must be at least 8 characters long!'] });
  });

  it('resets a password: the new one logs in, the old one no longer does', async () => {
    const token = await loginAdmin(app);
    const created = await call(app, 'registerUser', {
      token,
      body: { email: 'reset@example.com', name: 'Reset Me', role: 'Guide', password: 'old-password' },
    });
    const reset = await call(app, 'resetPassword', { params: { id: created.json().id }, token });
    assert.equal(reset.statusCode, 200);
    const { password } = reset.json();
    assert.ok(password.length >= 8);
    assert.ok(await login(app, 'reset@example.com', password));
    const old = await call(app, 'logIn', { body: { email: 'reset@example.com', password: 'old-password' } });
    assert.equal(old.statusCode, 400);
  });

  it('answers 404 when resetting an unknown user', async () => {
    const token = await loginAdmin(app);
    const response = await call(app, 'resetPassword', { params: { id: '11111111-1111-4111-8111-111111111111' }, token });
    assert.equal(response.statusCode, 404);
  });
});
