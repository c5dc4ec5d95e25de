import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ADMIN, buildTestApp, call, loginAdmin } from '../helper.js';

describe('the writes announced to what a process keeps', () => {
  it('are the data writes: a login, a failed one and a logout empty no cache', async () => {
    const app = await buildTestApp();
    const told: (string | null)[] = [];
    app.writes.subscribe((route) => told.push(route));

    const token = await loginAdmin(app);
    await call(app, { method: 'POST', url: '/api/Identity/Login', body: { email: ADMIN.email, password: 'not-the-password' } });
    assert.equal((await call(app, { method: 'POST', url: '/api/Identity/Logout', token })).statusCode, 204);
    assert.deepEqual(told, []);

    const admin = await loginAdmin(app);
    const added = await call(app, { method: 'POST', url: '/api/Country', token: admin, body: { name: 'Notifia' } });
    assert.equal(added.statusCode, 201, added.body);
    assert.deepEqual(told, ['/api/Country']);
  });
});
