import { edition } from '@olympiad/shared/schemas';
import { eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Tx } from '../db/client.js';
import { contests } from '../db/schema.js';
import type { MailContext } from '../mail/compose.js';
import { sendDueMessages, type SendingOptions } from '../mail/message-worker.js';
import type { Transport } from '../mail/transport.js';

export interface MailOptions {
  /** Where messages go (SMTP_URL's server, or DATA_DIR/outbox); `null` queues them and sends none (the tests of what is queued). */
  transport: Transport | null;
  /** PUBLIC_URL: the address every link in a message starts with, without a trailing slash. */
  publicUrl: string;
  /** MAIL_FROM: the sender's address; its name is the contest's. */
  fromAddress: string;
  /** How often due messages (retries) are looked for besides after each write: 15 s. */
  pollMs?: number;
  /** The wait after a first failed attempt: 1 minute, doubling each time. */
  retryAfterMs?: number;
  maxAttempts?: number;
  claimMs?: number;
}

export interface Mailer {
  /** How messages leave this server; null, they are only queued. */
  delivery: Transport['kind'] | null;
  /** The contest's name and the public address, as every message names them. */
  context(): Promise<MailContext>;
  /**
   * The same, read inside a transaction (a notice queued with its change): the cached contest may
   * need the database, which on PGlite the transaction holds until it ends.
   */
  contextIn(tx: Tx): Promise<MailContext>;
  /** Sends every message due now, as the worker does after each write; answers how many were tried. */
  sendDue(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: Mailer;
  }
}

/** The sender as mail readers show it: the contest's name, quoted, and the address. */
const sender = (name: string, address: string) => `"${name.replace(/["\\\r\n]/g, '')}" <${address}>`;

/**
 * E-mail: messages are queued by the changes that cause them (mail/queue-message.ts) and sent by
 * a worker on every instance, woken by every write (in this process or, on PostgreSQL, another:
 * plugins/write-notify.ts) and every `pollMs` for the retries that come due. Each pass claims the
 * due messages so that no other instance sends them too (mail/message-worker.ts). Closing the
 * server waits for a pass under way.
 */
export const mailPlugin = fp<MailOptions>(
  async (app, options) => {
    const context = async (): Promise<MailContext> => ({
      contestName: (await app.contest())?.name ?? 'The olympiad',
      publicUrl: options.publicUrl,
    });
    const { transport } = options;
    let running: Promise<number> | undefined;
    let again = false;
    const sendDue = async (): Promise<number> => {
      if (!transport) return 0;
      const sending: SendingOptions = {
        transport,
        from: sender((await context()).contestName, options.fromAddress),
        domain: new URL(options.publicUrl).hostname,
        retryAfterMs: options.retryAfterMs ?? 60_000,
        maxAttempts: options.maxAttempts ?? 8,
        claimMs: options.claimMs ?? 5 * 60_000,
      };
      return sendDueMessages(app.db, sending);
    };
    /** One pass at a time; a wake-up during one runs another after it, for what was queued meanwhile. */
    const wake = () => {
      if (running) {
        again = true;
        return running;
      }
      running = sendDue()
        .catch((error: unknown) => {
          app.log.error({ err: error }, 'sending the queued messages failed; they stay queued');
          return 0;
        })
        .finally(() => {
          running = undefined;
          if (again && !closed) {
            again = false;
            void wake();
          }
        });
      return running;
    };
    let closed = false;
    let timer: NodeJS.Timeout | undefined;

    app.decorate<Mailer>('mail', {
      delivery: transport?.kind ?? null,
      context,
      contextIn: async (tx) => {
        const [contest] = await tx.select({ name: contests.name }).from(contests).where(eq(contests.year, edition().year));
        return { contestName: contest?.name ?? 'The olympiad', publicUrl: options.publicUrl };
      },
      sendDue: async () => {
        await running;
        return wake();
      },
    });
    if (!transport) return;
    app.writes.subscribe(() => void wake());
    app.addHook('onReady', async () => {
      timer = setInterval(() => void wake(), options.pollMs ?? 15_000);
      timer.unref();
      void wake();
    });
    app.addHook('preClose', async () => {
      closed = true;
      clearInterval(timer);
      await running;
      transport.close();
    });
  },
  { name: 'mail', dependencies: ['db', 'write-notify', 'current-contest'] },
);
