import { MESSAGE_STATUS_LABELS } from '@olympiad/shared';
import type { MessageSummary } from '@olympiad/shared/schemas';
import { formatInstant } from '@olympiad/shared/text';

/**
 * How a message's sending stands, in one line, its times at the venue: "Sent 08/28/2025 14:31",
 * "Failed: <the server's last error>", "Queued", and for one that failed once and waits for its
 * next try "Queued: next try 08/28/2025 14:35, the last one failed: <error>".
 */
export function describeStatus(message: MessageSummary, timeZone: string): string {
  const label = MESSAGE_STATUS_LABELS[message.status];
  const at = (instant: string) => formatInstant(instant, timeZone);
  switch (message.status) {
    case 'sent':
      return message.sentAt ? `${label} ${at(message.sentAt)}` : label;
    case 'failed':
      return message.lastError ? `${label}: ${message.lastError}` : label;
    case 'queued': {
      if (!message.lastError) return label;
      const next = message.nextAttemptAt ? `next try ${at(message.nextAttemptAt)}, ` : '';
      return `${label}: ${next}the last one failed: ${message.lastError}`;
    }
  }
}

/** Whether a message shown waits for its first or next try. */
export const anyQueued = (messages: readonly Pick<MessageSummary, 'status'>[]) => messages.some((message) => message.status === 'queued');

/** What a message is called on its View button and as its dialog's title. */
export const messageName = (message: Pick<MessageSummary, 'subject' | 'recipient'>) => `${message.subject} to ${message.recipient}`;
