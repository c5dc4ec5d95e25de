import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { MESSAGE_PAGE_SIZE, type Message, type MessagePage, type MessageQuery, type MessageSummary } from '@olympiad/shared/schemas';
import type { Db } from '../../db/client.js';
import { messages } from '../../db/schema.js';
import { conflict, notFound } from '../../lib/problem.js';

const SUMMARY = {
  id: messages.id,
  kind: messages.kind,
  recipient: messages.recipient,
  subject: messages.subject,
  status: messages.status,
  attempts: messages.attempts,
  createdAt: messages.createdAt,
  sentAt: messages.sentAt,
  nextAttemptAt: messages.nextAttemptAt,
  lastError: messages.lastError,
};

interface SummaryRow {
  id: string;
  kind: string;
  recipient: string;
  subject: string;
  status: MessageSummary['status'];
  attempts: number;
  createdAt: Date;
  sentAt: Date | null;
  nextAttemptAt: Date;
  lastError: string | null;
}

const summaryOf = (row: SummaryRow): MessageSummary => ({
  ...row,
  kind: row.kind as MessageSummary['kind'],
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
  // Only a queued message has a next try.
  nextAttemptAt: row.status === 'queued' ? row.nextAttemptAt.toISOString() : null,
});

/** A page of the messages, newest first, of one status or all. */
export async function readMessages(db: Db, query: MessageQuery): Promise<Omit<MessagePage, 'delivery'>> {
  const where: SQL | undefined = query.status ? eq(messages.status, query.status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(SUMMARY)
      .from(messages)
      .where(where)
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(MESSAGE_PAGE_SIZE)
      .offset((query.page - 1) * MESSAGE_PAGE_SIZE),
    db.select({ total: count() }).from(messages).where(where),
  ]);
  return { messages: rows.map(summaryOf), total: total?.total ?? 0, page: query.page, pageSize: MESSAGE_PAGE_SIZE };
}

const NO_MESSAGE = 'There is no message with this id.';

/** One message whole: its text and HTML as sent. */
export async function readMessage(db: Db, id: string): Promise<Message> {
  const [row] = await db
    .select({ ...SUMMARY, text: messages.textBody, html: messages.htmlBody })
    .from(messages)
    .where(eq(messages.id, id));
  if (!row) throw notFound(NO_MESSAGE);
  return { ...summaryOf(row), text: row.text, html: row.html };
}

/** A failed message queued again, to be tried at once, its attempts counted afresh. */
export async function retryMessage(db: Db, id: string): Promise<Message> {
  const [retried] = await db
    .update(messages)
    .set({ status: 'queued', attempts: 0, nextAttemptAt: new Date(), claimedUntil: null })
    .where(and(eq(messages.id, id), eq(messages.status, 'failed')))
    .returning({ id: messages.id });
  if (!retried) {
    await readMessage(db, id);
    throw conflict('Only a failed message can be sent again.');
  }
  return readMessage(db, id);
}
