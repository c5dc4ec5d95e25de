import { after } from 'node:test';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { smtpTransport, type Transport } from '../../src/mail/transport.js';

/** A message as it arrived at the SMTP server, parsed as a mail reader would. */
interface Arrived {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
}

export interface SmtpInbox {
  url: string;
  arrived: Arrived[];
  /** A transport to this server, as SMTP_URL makes one. */
  transport(): Transport;
  /** Refuses the next `count` messages with `code` (451: try later; 550: never). */
  refuseNext(count: number, code: number): void;
}

const addressOf = (field: AddressObject | AddressObject[] | undefined) => [field ?? []].flat()[0]?.value[0]?.address ?? '';

/** A real SMTP server in this process, on a free port, keeping what it receives; closed after the file's tests. */
export async function smtpInbox(): Promise<SmtpInbox> {
  const arrived: Arrived[] = [];
  let refusals: { count: number; code: number } = { count: 0, code: 451 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (refusals.count > 0) {
        refusals = { ...refusals, count: refusals.count - 1 };
        return callback(Object.assign(new Error(`Refused for the test (${refusals.code})`), { responseCode: refusals.code }));
      }
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          arrived.push({
            to: addressOf(mail.to),
            from: mail.from?.text ?? '',
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            messageId: mail.messageId ?? '',
          });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  after(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const url = `smtp://127.0.0.1:${port}`;
  return {
    url,
    arrived,
    transport: () => smtpTransport(url),
    refuseNext: (count, code) => void (refusals = { count, code }),
  };
}
