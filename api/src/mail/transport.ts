import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { MESSAGE_DELIVERIES } from '@olympiad/shared/schemas';

/** One e-mail as it leaves: its Message-ID is the queued message's, the same on every attempt. */
interface Mail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
}

/** Where messages go: an SMTP server, or without one the outbox folder. */
export interface Transport {
  kind: (typeof MESSAGE_DELIVERIES)[number];
  send(mail: Mail): Promise<void>;
  close(): void;
}

/**
 * An attempt that outlasts these is given up and tried again later; they stay well inside the
 * worker's claim (mail/message-worker.ts), so no other instance takes the message meanwhile.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000 };

/**
 * Through the SMTP server of SMTP_URL (`smtp://user:password@host:587`, `smtps://…:465`; TLS
 * options as its query, e.g. `?tls.rejectUnauthorized=false` for a server with a certificate of
 * its own). One connection at a time, kept open between messages.
 */
export function smtpTransport(url: string): Transport {
  const transporter = nodemailer.createTransport({ url, pool: true, maxConnections: 1, ...SMTP_TIMEOUTS });
  return {
    kind: 'smtp',
    send: async (mail) => void (await transporter.sendMail(mail)),
    close: () => transporter.close(),
  };
}

/**
 * Without SMTP_URL: each message written to `dir` as the .eml file an SMTP server would have
 * received (any mail reader opens it), named by when it was sent and its id.
 */
export function outboxTransport(dir: string): Transport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    send: async (mail) => {
      const { message } = await transporter.sendMail(mail);
      await mkdir(dir, { recursive: true });
      const sentAt = new Date().toISOString().replace(/[:.]/g, '-');
      const id = /^<([^@>]+)/.exec(mail.messageId)?.[1] ?? 'message';
      await writeFile(join(dir, `${sentAt}-${id}.eml`), message);
    },
    close: () => undefined,
  };
}
