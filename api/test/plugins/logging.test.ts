import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ADMIN, buildTestApp, call, urlFor } from '../helper.js';

const lines: string[] = [];
const app = await buildTestApp({ logger: { level: 'trace', stream: { write: (line) => lines.push(line) } } });

describe('request log', () => {
  it('never contains passwords, tokens or cookies', async () => {
    const login = await call(app, 'logIn', { body: ADMIN });
    const { token } = login.json();
    await call(app, 'readUsers', { token });
    await call(app, 'logIn', { body: { ...ADMIN, password: 'wrong-secret-1' } });
    const log = lines.join('');
    assert.ok(log.includes(urlFor('readUsers')), 'requests are logged');
    for (const secret of [ADMIN.password, 'wrong-secret-1', token, 'XSRF-TOKEN=']) {
      assert.ok(!log.includes(secret), `log contains ${secret.slice(0, 12)}`);
    }
  });
});
