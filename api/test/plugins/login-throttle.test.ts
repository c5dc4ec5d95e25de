import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createLoginThrottle, MAX_FAILED_LOGINS } from '../../src/plugins/login-throttle.js';
import { ADMIN, buildTestApp, call } from '../helper.js';

const app = await buildTestApp();
const attempt = (email: string, password: string) =>
  call(app, { method: 'POST', url: '/api/Identity/Login', body: { email, password } });

describe('login rate limit', () => {
  it('answers 429 after 10 failed logins for one e-mail, even with the right password', async () => {
    for (let index = 0; index < MAX_FAILED_LOGINS; index += 1) {
      assert.equal((await attempt(ADMIN.email, `wrong-${index}`)).statusCode, 400);
    }
    const limited = await attempt(ADMIN.email, ADMIN.password);
    assert.equal(limited.statusCode, 429);
    assert.match(limited.headers['content-type'] as string, /^application\/problem\+json/);
    assert.match(limited.json().detail, /Too many failed logins/);
  });
});

describe('createLoginThrottle', () => {
  it('limits one address across e-mails and forgets after the minute', () => {
    let now = 0;
    const throttle = createLoginThrottle(() => now);
    for (let index = 0; index < MAX_FAILED_LOGINS; index += 1) throttle.recordFailure(`u${index}@x.org`, '10.0.0.1');
    assert.throws(() => throttle.check('fresh@x.org', '10.0.0.1'), /Too many failed logins/);
    assert.doesNotThrow(() => throttle.check('fresh@x.org', '10.0.0.2'));
    now = 60_001;
    assert.doesNotThrow(() => throttle.check('fresh@x.org', '10.0.0.1'));
  });

  it('allows exactly 10 failures before limiting', () => {
    const throttle = createLoginThrottle(() => 0);
    for (let index = 0; index < MAX_FAILED_LOGINS - 1; index += 1) throttle.recordFailure('a@x.org', `10.0.0.${index}`);
    assert.doesNotThrow(() => throttle.check('a@x.org', '10.1.1.1'));
    throttle.recordFailure('a@x.org', '10.0.0.99');
    assert.throws(() => throttle.check('a@x.org', '10.1.1.1'));
  });
});
