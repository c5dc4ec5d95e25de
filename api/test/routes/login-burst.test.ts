import assert from 'node:assert/strict';
import { performance } from 'node:perf_hooks';
import { describe, it } from 'node:test';
import { like } from 'drizzle-orm';
import { users } from '../../src/db/schema.js';
import { hashPassword, OWASP_SCRYPT } from '../../src/lib/password.js';
import { contestantFields, PICTURE } from '../fixtures/payloads.js';
import { insertTeam } from '../fixtures/teams.js';
import { buildTestApp, call, loginAdmin } from '../helper.js';

const app = await buildTestApp();
/** More logins than libuv's thread pool has threads (four). */
const LOGINS = 8;
const PASSWORD = 'deadline-evening';

describe('a burst of logins at OWASP cost', () => {
  it('queues behind itself: a contestant added with a photo meanwhile is answered sooner than one hash takes', async () => {
    const admin = await loginAdmin(app);
    const { teamId } = await insertTeam(app, { countryName: 'Burstland', teamName: 'Burst Team' });
    for (let index = 0; index < LOGINS; index += 1) {
      const user = { email: `burst-${index}@example.com`, name: 'Burst', password: PASSWORD, role: 'Guide' };
      assert.equal((await call(app, 'registerUser', { token: admin, body: user })).statusCode, 201);
    }
    // The suite hashes cheaply (helper.ts): these accounts get hashes at the server's real cost.
    const started = performance.now();
    const owaspHash = await hashPassword(PASSWORD, OWASP_SCRYPT);
    const oneHashMs = performance.now() - started;
    await app.db.update(users).set({ passwordHash: owaspHash }).where(like(users.email, 'burst-%'));

    const logins = Array.from({ length: LOGINS }, (_, index) =>
      call(app, 'logIn', { body: { email: `burst-${index}@example.com`, password: PASSWORD } }),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    const adding = performance.now();
    const contestant = contestantFields('Photo Meanwhile', {
      contestantPerson: { fullName: 'Photo Meanwhile', tShirtSize: 'M', picture: PICTURE },
    });
    const added = await call(app, 'addContestant', { token: admin, body: { teamId, contestant } });
    const addMs = performance.now() - adding;
    assert.equal(added.statusCode, 201, added.body);
    assert.ok(addMs < oneHashMs, `the contestant took ${Math.round(addMs)} ms, one hash alone ${Math.round(oneHashMs)} ms`);
    for (const login of await Promise.all(logins)) assert.equal(login.statusCode, 200, login.body);
  });
});
