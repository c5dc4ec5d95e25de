import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { MessagePage } from '@olympiad/shared/schemas';
import { buildApp } from '../../src/app.js';
import { messages } from '../../src/db/schema.js';
import { compose, linkTo } from '../../src/mail/compose.js';
import { queueMessages, type QueuedMessage } from '../../src/mail/queue-message.js';
import { outboxTransport } from '../../src/mail/transport.js';
import type { MailOptions } from '../../src/plugins/mail.js';
import { smtpInbox } from '../harness/smtp-inbox.js';
import { buildTestApp, call, loginAdmin, postgresInstances, testAppOptions } from '../helper.js';

const inbox = await smtpInbox();
/** Retries at once in the tests: a minute in operation. */
const QUICK: Omit<MailOptions, 'transport'> = {
  publicUrl: 'https://olympiad.example.org',
  fromAddress: 'team@olympiad.example.org',
  pollMs: 60_000,
  retryAfterMs: 1,
};

let sequence = 0;
async function message(app: FastifyInstance, to = `person-${++sequence}@example.com`): Promise<QueuedMessage> {
  const context = await app.mail.context();
  const composed = compose(context, 'Set your password', 'Dear Ana,', [
    'An account was made for you.',
    { link: linkTo(context, '/setPassword', { secret: `s${sequence}` }), text: 'Set your password' },
    { list: ['first', 'second'] },
  ]);
  return { kind: 'invitation', to, ...composed };
}

const arrivedFor = (to: string) => inbox.arrived.filter((mail) => mail.to === to);

async function statusOf(app: FastifyInstance, to: string) {
  const [row] = await app.db.select().from(messages).where(eq(messages.recipient, to));
  return row!;
}

describe('sending e-mail', () => {
  it('sends a queued message through SMTP with both parts, the contest in its subject and the public address in its links', async () => {
    const app = await buildTestApp({ mail: { ...QUICK, transport: inbox.transport() } });
    const queued = await message(app);
    await queueMessages(app.db, [queued]);
    assert.equal(await app.mail.sendDue(), 1);
    const [mail] = arrivedFor(queued.to);
    assert.ok(mail);
    const contest = (await app.mail.context()).contestName;
    assert.equal(mail.subject, `Set your password – ${contest}`);
    assert.equal(mail.from, `"${contest}" <team@olympiad.example.org>`);
    assert.match(mail.text, /Set your password:\nhttps:\/\/olympiad\.example\.org\/setPassword\?secret=s\d+\n/);
    assert.match(mail.text, /- first\n- second/);
    assert.match(mail.html, /<a href="https:\/\/olympiad\.example\.org\/setPassword\?secret=s\d+">Set your password<\/a>/);
    const row = await statusOf(app, queued.to);
    assert.equal(row.status, 'sent');
    assert.equal(mail.messageId, `<${row.id}@olympiad.example.org>`);
    // Nothing is sent twice.
    assert.equal(await app.mail.sendDue(), 0);
    assert.equal(arrivedFor(queued.to).length, 1);
  });

  it('queues nothing when the change that causes the message is rolled back', async () => {
    const app = await buildTestApp();
    const queued = await message(app);
    await assert.rejects(
      app.db.transaction(async (tx) => {
        await queueMessages(tx, [queued]);
        throw new Error('the change fails');
      }),
    );
    assert.equal((await app.db.select().from(messages).where(eq(messages.recipient, queued.to))).length, 0);
  });

  it('tries again after a server that refuses for now, and sends once it accepts', async () => {
    const app = await buildTestApp({ mail: { ...QUICK, retryAfterMs: 200, transport: inbox.transport() } });
    const queued = await message(app);
    await queueMessages(app.db, [queued]);
    inbox.refuseNext(1, 451);
    await app.mail.sendDue();
    const waiting = await statusOf(app, queued.to);
    assert.equal(waiting.status, 'queued');
    assert.equal(waiting.attempts, 1);
    assert.match(waiting.lastError!, /451/);
    assert.ok(waiting.nextAttemptAt.getTime() > Date.now() - 50, 'its next try waits');
    // Not due yet: nothing is tried.
    assert.equal(await app.mail.sendDue(), 0);
    await new Promise((resolve) => setTimeout(resolve, 250));
    assert.equal(await app.mail.sendDue(), 1);
    const sent = await statusOf(app, queued.to);
    assert.equal(sent.status, 'sent');
    assert.equal(sent.lastError, null);
    assert.equal(arrivedFor(queued.to).length, 1);
  });

  it('gives up at once on an address the server will never accept, shows why in Messages, and sends it when retried', async () => {
    const app = await buildTestApp({ mail: { ...QUICK, transport: inbox.transport() } });
    const token = await loginAdmin(app);
    const queued = await message(app);
    await queueMessages(app.db, [queued]);
    inbox.refuseNext(1, 550);
    await app.mail.sendDue();
    const page = (await call(app, 'readMessages', { token, query: { status: 'failed' } })).json<MessagePage>();
    assert.equal(page.delivery, 'smtp');
    const failed = page.messages.find((item) => item.recipient === queued.to);
    assert.ok(failed);
    assert.equal(failed.status, 'failed');
    assert.match(failed.lastError!, /550/);
    const whole = await call(app, 'readMessage', { token, params: { id: failed.id } });
    assert.equal(whole.json<{ text: string }>().text, queued.text);

    const retried = await call(app, 'retryMessage', { token, params: { id: failed.id } });
    assert.equal(retried.statusCode, 200);
    assert.equal(retried.json<{ status: string }>().status, 'queued');
    await app.mail.sendDue();
    assert.equal(arrivedFor(queued.to).length, 1);
    const again = await call(app, 'retryMessage', { token, params: { id: failed.id } });
    assert.equal(again.statusCode, 409);
  });

  it('never queues a second message under the same once-key', async () => {
    const app = await buildTestApp();
    const first = { ...(await message(app)), onceKey: 'reminder:country:deadline' };
    assert.equal(await queueMessages(app.db, [first]), 1);
    assert.equal(await queueMessages(app.db, [{ ...first, to: 'other@example.com' }]), 0);
  });

  it('without an SMTP server, writes each message to the outbox as an .eml file', async () => {
    const outbox = mkdtempSync(join(tmpdir(), 'olympiad-outbox-'));
    after(() => rmSync(outbox, { recursive: true, force: true }));
    const app = await buildTestApp({ mail: { ...QUICK, transport: outboxTransport(outbox) } });
    const queued = await message(app);
    await queueMessages(app.db, [queued]);
    await app.mail.sendDue();
    const row = await statusOf(app, queued.to);
    const files = readdirSync(outbox);
    assert.equal(files.length, 1);
    assert.ok(files[0]!.endsWith(`-${row.id}.eml`));
    const eml = readFileSync(join(outbox, files[0]!), 'utf8');
    assert.match(eml, new RegExp(`^To: ${queued.to}$`, 'm'));
    assert.match(eml, /^Content-Type: multipart\/alternative/m);
    assert.equal(row.status, 'sent');
  });
});

describe('sending e-mail across restarts and instances', () => {
  it('loses nothing queued when the server stops before sending: the next start sends it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'olympiad-restart-'));
    after(() => rmSync(dataDir, { recursive: true, force: true }));
    const database = { kind: 'pglite' as const, dataDir };
    const before = await buildApp(testAppOptions(database, { mail: { ...QUICK, transport: null } }));
    const queued = [await message(before), await message(before)];
    await queueMessages(before.db, queued);
    await before.close();

    const restarted = await buildApp(testAppOptions(database, { mail: { ...QUICK, transport: inbox.transport() } }));
    try {
      await restarted.ready();
      await restarted.mail.sendDue();
      for (const { to } of queued) assert.equal(arrivedFor(to).length, 1, to);
    } finally {
      await restarted.close();
    }
  });

  it('sends each message exactly once with two instances on one PostgreSQL database', async () => {
    const [first, second] = await postgresInstances(2, { mail: { ...QUICK, transport: inbox.transport() } });
    const queued: QueuedMessage[] = [];
    for (let index = 0; index < 40; index += 1) queued.push(await message(first, `twice-${index}-${sequence}@example.com`));
    await queueMessages(first.db, queued);
    const [byFirst, bySecond] = await Promise.all([first.mail.sendDue(), second.mail.sendDue()]);
    assert.equal(byFirst + bySecond, queued.length);
    for (const { to } of queued) assert.equal(arrivedFor(to).length, 1, to);
    const ids = new Set(inbox.arrived.map((mail) => mail.messageId));
    assert.equal(ids.size, inbox.arrived.length, 'no Message-ID arrives twice');
  });
});
