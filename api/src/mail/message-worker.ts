import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { safeError } from '../lib/log-safe.js';
import type { Transport } from './transport.js';

export interface SendingOptions {
  transport: Transport;
  /** The From of every message: `"Contest name" <address>`. */
  from: string;
  /** The right-hand side of each Message-ID: the public address's host. */
  domain: string;
  /** The wait after a first failed attempt; each next one waits twice as long, at most an hour. */
  retryAfterMs: number;
  /** Attempts before a message is given up as failed. */
  maxAttempts: number;
  /** How long an instance holds the messages it took: longer than any attempt (mail/transport.ts). */
  claimMs: number;
}

interface Claimed extends Record<string, unknown> {
  id: string;
  recipient: string;
  subject: string;
  text: string;
  html: string;
  attempts: number;
}

const BATCH = 10;
const MAX_WAIT_MS = 60 * 60 * 1000;

/**
 * Takes up to BATCH due messages for this instance: FOR UPDATE SKIP LOCKED passes over the rows
 * another instance is taking in the same moment, and the claim keeps them from every other
 * instance until it ends, so each message is sent by one instance only. A claim that outlives
 * its instance (a crash mid-send) ends, and the message is taken again.
 */
async function claimDue(db: Db, claimMs: number): Promise<Claimed[]> {
  const { rows } = await db.execute<Claimed>(sql`
    UPDATE messages SET claimed_until = now() + ${claimMs} * interval '1 millisecond', attempts = attempts + 1
    WHERE id IN (
      SELECT id FROM messages
      WHERE status = 'queued' AND next_attempt_at <= now() AND (claimed_until IS NULL OR claimed_until < now())
      ORDER BY next_attempt_at, created_at
      LIMIT ${BATCH}
      FOR UPDATE SKIP LOCKED)
    RETURNING id, recipient, subject, text_body AS text, html_body AS html, attempts`);
  return rows;
}

/**
 * An SMTP server's 5xx answer is final (an address it will never accept); anything else (a 4xx,
 * no connection, a timeout) may pass later.
 */
const isFinal = (error: unknown) => {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500;
};

/** What an attempt's failure is shown as in Messages: the server's answer, never more than a line or two. */
const failureText = (error: unknown) => {
  const response = (error as { response?: unknown }).response;
  return (typeof response === 'string' ? response : safeError(error).message || 'The message could not be sent').slice(0, 500);
};

async function record(db: Db, message: Claimed, error: unknown, options: SendingOptions) {
  if (error === undefined) {
    await db.execute(sql`
      UPDATE messages SET status = 'sent', sent_at = now(), claimed_until = NULL, last_error = NULL WHERE id = ${message.id}`);
    return;
  }
  const givenUp = isFinal(error) || message.attempts >= options.maxAttempts;
  const waitMs = Math.min(options.retryAfterMs * 2 ** (message.attempts - 1), MAX_WAIT_MS);
  await db.execute(sql`
    UPDATE messages SET status = ${givenUp ? 'failed' : 'queued'}, claimed_until = NULL, last_error = ${failureText(error)},
      next_attempt_at = now() + ${waitMs} * interval '1 millisecond'
    WHERE id = ${message.id}`);
}

/**
 * Sends every message due now, one batch after another, and answers how many were tried. A
 * failed attempt is recorded on its message, which is tried again after a wait that doubles each
 * time, or given up as failed; it never stops the others.
 */
export async function sendDueMessages(db: Db, options: SendingOptions): Promise<number> {
  let tried = 0;
  for (;;) {
    const claimed = await claimDue(db, options.claimMs);
    if (claimed.length === 0) return tried;
    for (const message of claimed) {
      let failure: unknown;
      try {
        await options.transport.send({
          from: options.from,
          to: message.recipient,
          subject: message.subject,
          text: message.text,
          html: message.html,
          messageId: `<${message.id}@${options.domain}>`,
        });
      } catch (error) {
        failure = error ?? new Error();
      }
      await record(db, message, failure, options);
      tried += 1;
    }
  }
}
