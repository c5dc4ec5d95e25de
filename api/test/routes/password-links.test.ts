import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PASSWORD_LINK_TEXTS, SPEC_EDITION, type LoginResponse, type PasswordLink, type User } from '@olympiad/shared/schemas';
import { eq, sql } from 'drizzle-orm';
import { SESSION_COOKIE, SIGNED_IN_COOKIE } from '@olympiad/shared/routes';
import { messages, passwordLinks } from '../../src/db/schema.js';
import { LOGIN_LIMITS } from '../../src/plugins/login-throttle.js';
import { RESETS_AN_HOUR } from '../../src/routes/identity/request-password-reset.js';
import { smtpInbox } from '../harness/smtp-inbox.js';
import { buildTestApp, call, login, loginAdmin, routeOf } from '../helper.js';

const PUBLIC_URL = 'https://olympiad.example.org';
const inbox = await smtpInbox();
const app = await buildTestApp({
  mail: { transport: inbox.transport(), publicUrl: PUBLIC_URL, fromAddress: 'team@olympiad.example.org', pollMs: 60_000 },
});
const admin = await loginAdmin(app);
const contest = (await app.mail.context()).contestName;
const host = SPEC_EDITION.hostCountry!;

let sequence = 0;
const newEmail = () => `person-${++sequence}-${Date.now()}@example.com`;

/** The messages that arrived for an address, once every due one is sent. */
async function arrivedFor(to: string) {
  await app.mail.sendDue();
  return inbox.arrived.filter((mail) => mail.to === to);
}

/** The secret of the newest link that arrived for an address: after the `#` of its /setPassword address. */
async function secretFor(to: string) {
  const mail = (await arrivedFor(to)).at(-1)!;
  const match = new RegExp(`${PUBLIC_URL}/setPassword#([A-Za-z0-9_-]+)`).exec(mail.text);
  assert.ok(match, mail.text);
  return match[1]!;
}

async function invite(email = newEmail(), role: User['role'] = 'TeamRegistrator') {
  const response = await call(app, 'inviteUser', {
    token: admin,
    body: { email, name: 'Rita Registrator', role, countryId: role === 'TeamRegistrator' ? host.id : null },
  });
  assert.equal(response.statusCode, 201, response.body);
  return response.json<User>();
}

const readLink = (secret: string) => call(app, 'readPasswordLink', { body: { secret } });
const setPassword = (secret: string, password = 'chosen-password-1', remoteAddress?: string) =>
  call(app, 'setPassword', { body: { secret, password }, ...(remoteAddress ? { remoteAddress } : {}) });

const assertUnusable = (response: { statusCode: number; json(): unknown }) => {
  assert.equal(response.statusCode, 410);
  assert.deepEqual(response.json(), { type: 'about:blank', title: 'Gone', status: 410, detail: PASSWORD_LINK_TEXTS.unusable });
};

describe(routeOf('inviteUser'), () => {
  it('creates the user and e-mails them who they are, a link that opens once for 7 days, and what to do when it expired', async () => {
    const email = newEmail();
    const user = await invite(email);
    assert.deepEqual(user, {
      id: user.id,
      email,
      name: 'Rita Registrator',
      username: email,
      role: 'TeamRegistrator',
      countryId: host.id,
      countryName: host.name,
    });
    const [mail] = await arrivedFor(email);
    assert.ok(mail);
    assert.equal(mail.subject, `Your account – ${contest}`);
    assert.match(mail.text, new RegExp(`you are the team registrator of ${host.name}\\.`));
    assert.match(mail.text, /valid until \d{1,2} \w+ \d{4} at \d{2}:\d{2} UTC and can be used once/);
    assert.match(mail.text, new RegExp(`Forgot password\\?:\\n${PUBLIC_URL}/forgotPassword\\n`));
    assert.match(mail.html, new RegExp(`<a href="${PUBLIC_URL}/setPassword#[A-Za-z0-9_-]{43}">Set your password</a>`));

    const link = await readLink(await secretFor(email));
    assert.equal(link.statusCode, 200, link.body);
    const body = link.json<PasswordLink>();
    assert.deepEqual({ ...body, expiresAt: undefined }, { email, name: 'Rita Registrator', purpose: 'invitation', expiresAt: undefined });
    const days = (Date.parse(body.expiresAt) - Date.now()) / (24 * 3600 * 1000);
    assert.ok(days > 6.99 && days <= 7, `${days} days`);
  });

  it('keeps only the hash of the secret', async () => {
    const email = newEmail();
    await invite(email, 'Guide');
    const secret = await secretFor(email);
    const stored = await app.db.select({ hash: passwordLinks.secretHash }).from(passwordLinks);
    assert.ok(stored.every(({ hash }) => hash !== secret));
    const [mail] = await arrivedFor(email);
    assert.match(mail!.text, /you are a guide\./);
  });

  it('refuses an e-mail some user has, and queues nothing', async () => {
    const email = newEmail();
    await invite(email);
    const again = await call(app, 'inviteUser', { token: admin, body: { email, name: 'Again', role: 'Guide' } });
    assert.equal(again.statusCode, 409);
    assert.equal((await app.db.select().from(messages).where(eq(messages.recipient, email))).length, 1);
  });
});

describe(routeOf('setPassword'), () => {
  it('sets the password, answers as the login does with its session cookies, and the link opens no more', async () => {
    const email = newEmail();
    const user = await invite(email);
    const secret = await secretFor(email);
    const response = await setPassword(secret);
    assert.equal(response.statusCode, 200, response.body);
    const answer = response.json<LoginResponse>();
    assert.deepEqual(
      { ...answer, token: undefined },
      {
        token: undefined,
        id: user.id,
        name: 'Rita Registrator',
        username: email,
        countryId: host.id,
      },
    );
    const cookies = response.cookies.map((cookie) => cookie.name);
    assert.ok(cookies.includes(SESSION_COOKIE) && cookies.includes(SIGNED_IN_COOKIE), cookies.join());
    const own = await call(app, 'readCountryTeams', { params: { countryId: host.id }, token: answer.token });
    assert.equal(own.statusCode, 200);
    assert.ok(await login(app, email, 'chosen-password-1'));
    const { rows } = await app.db.execute<{ user_id: string; call: string; fields: Record<string, unknown> }>(
      sql`SELECT user_id, call, fields FROM changes WHERE entity = 'user' AND entity_id = ${user.id} ORDER BY id DESC LIMIT 1`,
    );
    assert.deepEqual(
      { ...rows[0], fields: Object.keys(rows[0]!.fields) },
      { user_id: user.id, call: routeOf('setPassword'), fields: ['password_hash'] },
    );

    assertUnusable(await readLink(secret));
    assertUnusable(await setPassword(secret, 'another-password-2'));
  });

  it('lets one of two requests at once use a link', async () => {
    const email = newEmail();
    await invite(email);
    const secret = await secretFor(email);
    const answers = await Promise.all([setPassword(secret, 'first-password-1'), setPassword(secret, 'second-password-2')]);
    assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [200, 410]);
  });

  it('refuses an expired link with the same answer as an unknown one', async () => {
    const email = newEmail();
    const user = await invite(email);
    const secret = await secretFor(email);
    await app.db
      .update(passwordLinks)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordLinks.userId, user.id));
    assertUnusable(await readLink(secret));
    assertUnusable(await setPassword(secret));
    assertUnusable(await readLink('no-such-secret'));
  });

  it('refuses a password shorter than 8 characters and keeps the link', async () => {
    const email = newEmail();
    await invite(email);
    const secret = await secretFor(email);
    const response = await setPassword(secret, 'short');
    assert.equal(response.statusCode, 400);
    assert.ok(response.json().errors.password);
    assert.equal((await readLink(secret)).statusCode, 200);
  });
});

describe(routeOf('resendInvitation'), () => {
  it('sends a new link; the earlier one opens no more', async () => {
    const email = newEmail();
    const user = await invite(email);
    const first = await secretFor(email);
    const response = await call(app, 'resendInvitation', { token: admin, params: { id: user.id } });
    assert.equal(response.statusCode, 204, response.body);
    const second = await secretFor(email);
    assert.notEqual(second, first);
    assert.equal((await arrivedFor(email)).length, 2);
    assertUnusable(await readLink(first));
    assert.equal((await readLink(second)).statusCode, 200);
  });

  it('answers 404 for an unknown user', async () => {
    const response = await call(app, 'resendInvitation', { token: admin, params: { id: '11111111-1111-4111-8111-111111111111' } });
    assert.equal(response.statusCode, 404);
  });
});

describe(routeOf('requestPasswordReset'), () => {
  it('e-mails a known user a one-hour link whose use ends every earlier session of theirs', async () => {
    const email = newEmail();
    await invite(email);
    await setPassword(await secretFor(email), 'forgotten-password-1');
    const oldToken = await login(app, email, 'forgotten-password-1');

    const response = await call(app, 'requestPasswordReset', { body: { email: email.toUpperCase() }, remoteAddress: '10.35.0.1' });
    assert.equal(response.statusCode, 204);
    const mail = (await arrivedFor(email)).at(-1)!;
    assert.equal(mail.subject, `Set a new password – ${contest}`);
    const secret = await secretFor(email);
    const link = (await readLink(secret)).json<PasswordLink>();
    assert.equal(link.purpose, 'reset');
    const minutes = (Date.parse(link.expiresAt) - Date.now()) / 60_000;
    assert.ok(minutes > 59 && minutes <= 60, `${minutes} minutes`);

    const set = await setPassword(secret, 'remembered-password-2');
    assert.equal(set.statusCode, 200, set.body);
    const old = await call(app, 'readCountryTeams', { params: { countryId: host.id }, token: oldToken });
    assert.equal(old.statusCode, 401);
    assert.ok(await login(app, email, 'remembered-password-2'));
    const refused = await call(app, 'logIn', { body: { email, password: 'forgotten-password-1' } });
    assert.equal(refused.statusCode, 400);
  });

  it('answers an unknown address exactly as a known one, and queues nothing', async () => {
    const known = newEmail();
    await invite(known);
    const before = await app.db.select().from(messages);
    const unknown = await call(app, 'requestPasswordReset', { body: { email: 'nobody-at-all@example.com' }, remoteAddress: '10.35.0.2' });
    assert.equal((await app.db.select().from(messages)).length, before.length);
    const knownAnswer = await call(app, 'requestPasswordReset', { body: { email: known }, remoteAddress: '10.35.0.2' });
    assert.equal(unknown.statusCode, 204);
    assert.equal(knownAnswer.statusCode, unknown.statusCode);
    assert.equal(knownAnswer.body, unknown.body);
    assert.equal(knownAnswer.headers['content-type'], unknown.headers['content-type']);
  });

  it('sends one person at most 3 reset e-mails an hour, however many addresses ask, and the last link sent still opens', async () => {
    const email = newEmail();
    await invite(email);
    for (let request = 0; request < RESETS_AN_HOUR + 2; request += 1) {
      const response = await call(app, 'requestPasswordReset', { body: { email }, remoteAddress: `10.36.0.${request + 1}` });
      assert.equal(response.statusCode, 204);
    }
    const resets = (await arrivedFor(email)).filter((mail) => mail.subject.startsWith('Set a new password'));
    assert.equal(resets.length, RESETS_AN_HOUR);
    assert.equal((await readLink(await secretFor(email))).statusCode, 200);
  });

  it('is limited like the login, apart from it: the 11th request a minute from one address for one e-mail answers 429', async () => {
    const email = newEmail();
    await invite(email);
    const remoteAddress = '10.35.0.3';
    for (let request = 0; request < LOGIN_LIMITS.pair; request += 1) {
      const response = await call(app, 'requestPasswordReset', { body: { email }, remoteAddress });
      assert.equal(response.statusCode, 204);
    }
    const refused = await call(app, 'requestPasswordReset', { body: { email }, remoteAddress });
    assert.equal(refused.statusCode, 429);
    assert.ok(Number(refused.headers['retry-after']) > 0);
    // Only the newest of the links opens.
    assert.equal((await readLink(await secretFor(email))).statusCode, 200);
    // The login's counters are its own: the user still logs in from that address.
    const user = await call(app, 'logIn', { body: { email, password: 'not-set-yet-1' }, remoteAddress });
    assert.equal(user.statusCode, 400);
  });
});

describe(routeOf('readPasswordLink'), () => {
  it('is limited per address like the login: guessing secrets answers 429 after 100 a minute, while a real link still opens elsewhere', async () => {
    const remoteAddress = '10.35.0.4';
    for (let guess = 0; guess < LOGIN_LIMITS.address; guess += 1) {
      const response = await call(app, 'readPasswordLink', { body: { secret: `guessed-secret-${guess}` }, remoteAddress });
      assert.equal(response.statusCode, 410);
    }
    const email = newEmail();
    await invite(email);
    const secret = await secretFor(email);
    const refused = await call(app, 'readPasswordLink', { body: { secret }, remoteAddress });
    assert.equal(refused.statusCode, 429);
    assert.ok(Number(refused.headers['retry-after']) > 0);
    assert.equal((await call(app, 'readPasswordLink', { body: { secret }, remoteAddress: '10.35.0.5' })).statusCode, 200);
  });
});
