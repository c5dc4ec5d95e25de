import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { createLoginThrottle, LOGIN_LIMITS, TooManyLogins } from '../../src/plugins/login-throttle.js';
import { ADMIN, buildTestApp, urlFor, call } from '../helper.js';

const app = await buildTestApp();
const logLines: string[] = [];
const logged = await buildTestApp({ logger: { level: 'warn', stream: { write: (line) => void logLines.push(line) } } });
const proxied = await buildTestApp({ trustProxy: ['127.0.0.1'] });

function attempt(target: typeof app, password: string, options: { from?: string; forwardedFor?: string; email?: string } = {}) {
  return call(target, 'logIn', {
    remoteAddress: options.from ?? '127.0.0.1',
    headers: options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {},
    body: { email: options.email ?? ADMIN.email, password },
  });
}

describe('login limit: failed logins a minute per e-mail and address, per e-mail, per address', () => {
  it('answers 429 with Retry-After after 10 failures from one address, and lets the owner in from another', async () => {
    for (let index = 0; index < LOGIN_LIMITS.pair; index += 1) {
      assert.equal((await attempt(app, `wrong-${index}`, { from: '10.0.0.1' })).statusCode, 400);
    }
    const limited = await attempt(app, ADMIN.password, { from: '10.0.0.1' });
    assert.equal(limited.statusCode, 429);
    assert.match(String(limited.headers['content-type']), /^application\/problem\+json/);
    const retryAfter = Number(limited.headers['retry-after']);
    assert.ok(retryAfter >= 1 && retryAfter <= 60, `Retry-After ${String(limited.headers['retry-after'])}`);
    assert.equal((await attempt(app, ADMIN.password, { from: '10.0.0.2' })).statusCode, 200);
  });

  it('counts before checking the password: of 30 simultaneous wrong logins, 20 answer 429', async () => {
    const email = 'burst@example.com';
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) => attempt(app, `wrong-${index}`, { from: '10.0.0.3', email })),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    assert.equal(statuses.filter((status) => status === 429).length, 20, statuses.join(','));
    assert.equal(statuses.filter((status) => status === 400).length, 10);
  });

  it('behind a trusted proxy, tells the people of one venue apart by X-Forwarded-For', async () => {
    for (let index = 0; index < LOGIN_LIMITS.pair; index += 1) {
      await attempt(proxied, `typo-${index}`, { forwardedFor: '203.0.113.7' });
    }
    assert.equal((await attempt(proxied, ADMIN.password, { forwardedFor: '203.0.113.7' })).statusCode, 429);
    assert.equal((await attempt(proxied, ADMIN.password, { forwardedFor: '203.0.113.8' })).statusCode, 200);
  });

  it('ignores X-Forwarded-For from an address that is not a trusted proxy', async () => {
    const email = 'spoofer@example.com';
    for (let index = 0; index < LOGIN_LIMITS.pair; index += 1) {
      await attempt(app, 'wrong', { from: '10.0.0.4', forwardedFor: `198.51.100.${index}`, email });
    }
    assert.equal((await attempt(app, 'wrong', { from: '10.0.0.4', forwardedFor: '198.51.100.200', email })).statusCode, 429);
  });

  it('lets a correct password in when giving its attempt back fails, and logs that without the password', async () => {
    await logged.db.execute(
      sql`CREATE FUNCTION refuse_give_back() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'the counters are unavailable'; END $$`,
    );
    await logged.db.execute(sql`
      CREATE TRIGGER refuse_give_back BEFORE UPDATE ON login_attempts FOR EACH ROW
      WHEN (NEW.count < OLD.count AND NEW.window_start = OLD.window_start) EXECUTE FUNCTION refuse_give_back()`);
    const answer = await attempt(logged, ADMIN.password, { from: '10.0.0.9' });
    assert.equal(answer.statusCode, 200, answer.body);
    assert.ok(answer.json<{ token: string }>().token);
    const warning = logLines.find((line) => line.includes('could not give back the attempt of a successful login'));
    assert.ok(warning, logLines.join('\n'));
    assert.ok(!warning.includes(ADMIN.password));
  });

  it('makes the XSRF cookie Secure for https behind a trusted proxy only', async () => {
    const secure = await proxied.inject({ url: urlFor('readReadiness'), headers: { 'x-forwarded-proto': 'https' } });
    assert.equal(secure.cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.secure, true);
    const spoofed = await app.inject({ url: urlFor('readReadiness'), headers: { 'x-forwarded-proto': 'https' } });
    assert.ok(!spoofed.cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.secure);
  });
});

describe('createLoginThrottle', () => {
  const fail = (throttle: ReturnType<typeof createLoginThrottle>, email: string, address: string) => throttle.begin(email, address);

  it('limits one e-mail over all addresses at 50 and one address over all e-mails at 100', async () => {
    const throttle = createLoginThrottle(app.db, () => 0);
    for (let index = 0; index < LOGIN_LIMITS.email; index += 1) await fail(throttle, 'a@x.org', `10.1.0.${index}`);
    await assert.rejects(fail(throttle, 'A@x.org', '10.9.9.9'), TooManyLogins);
    for (let index = 0; index < LOGIN_LIMITS.address; index += 1) await fail(throttle, `u${index}@x.org`, '10.2.0.1');
    await assert.rejects(fail(throttle, 'fresh@x.org', '10.2.0.1'), TooManyLogins);
    await assert.doesNotReject(fail(throttle, 'fresh@x.org', '10.2.0.2'));
  });

  it('gives a successful login its attempt back, and forgets after the minute', async () => {
    let now = 0;
    const throttle = createLoginThrottle(app.db, () => now);
    for (let index = 0; index < 100; index += 1) await (await throttle.begin('ok@x.org', '10.3.0.1')).succeeded();
    for (let index = 0; index < LOGIN_LIMITS.pair; index += 1) await fail(throttle, 'ok@x.org', '10.3.0.1');
    await assert.rejects(fail(throttle, 'ok@x.org', '10.3.0.1'), (error: TooManyLogins) => error.retryAfter === 60);
    now = 60_001;
    await assert.doesNotReject(fail(throttle, 'ok@x.org', '10.3.0.1'));
  });

  it('keeps no e-mail or address in the database, and sweeps windows over a minute old', async () => {
    let now = 10 * 60_000;
    const throttle = createLoginThrottle(app.db, () => now);
    await fail(throttle, 'kept@x.org', '10.4.0.1');
    const stored = JSON.stringify((await app.db.execute(sql`SELECT * FROM login_attempts`)).rows);
    assert.ok(!stored.includes('kept@x.org') && !stored.includes('10.4.0.1'));
    now += 2 * 60_000;
    await fail(throttle, 'later@x.org', '10.4.0.2');
    const { rows } = await app.db.execute<{ count: number }>(
      sql`SELECT count(*)::int AS count FROM login_attempts WHERE window_start <= ${new Date(now - 60_000).toISOString()}`,
    );
    assert.equal(rows[0]!.count, 0);
  });
});
