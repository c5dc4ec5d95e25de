import type { MessageKind } from '@olympiad/shared/schemas';
import type { Db, Tx } from '../db/client.js';
import { messages } from '../db/schema.js';
import type { Composed } from './compose.js';

export interface QueuedMessage extends Composed {
  kind: MessageKind;
  to: string;
  /** The user it is sent to, when it is one. */
  userId?: string | null;
  /** The country it concerns (a reminder, a notice). */
  countryId?: string | null;
  /** Queued only if no message of this key ever was (an automatic reminder for one deadline). */
  onceKey?: string;
}

/**
 * Queues messages in the transaction of the change that causes them: they are sent once it
 * commits (mail/message-worker.ts), never if it rolls back. Answers how many were queued
 * (one already queued under its `onceKey` is not).
 */
export async function queueMessages(tx: Db | Tx, queued: QueuedMessage[]): Promise<number> {
  if (queued.length === 0) return 0;
  const rows = await tx
    .insert(messages)
    .values(
      queued.map((message) => ({
        kind: message.kind,
        recipient: message.to,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html,
        userId: message.userId ?? null,
        countryId: message.countryId ?? null,
        onceKey: message.onceKey ?? null,
      })),
    )
    .onConflictDoNothing({ target: messages.onceKey })
    .returning({ id: messages.id });
  return rows.length;
}
