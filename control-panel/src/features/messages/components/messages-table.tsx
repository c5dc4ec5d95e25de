import { memo } from 'react';
import type { MessageSummary } from '@olympiad/shared/schemas';
import { formatInstant } from '@olympiad/shared/text';
import { Button, classNames, ScrollRegion, tableLook } from '@olympiad/shared/plain-ui';
import { describeStatus, messageName } from '../message-status';
import styles from './messages-table.module.css';

interface MessagesTableProps {
  messages: readonly MessageSummary[];
  timeZone: string;
  onView: (message: MessageSummary) => void;
}

/**
 * The page's messages, newest first: to whom, about what, when queued (at the venue, its zone in
 * the header) and how the sending stands; each opens whole with View. On a phone a card a message.
 */
export const MessagesTable = memo(function MessagesTable({ messages, timeZone, onView }: MessagesTableProps) {
  return (
    <ScrollRegion label="Messages table">
      <table aria-label="Messages" className={classNames(tableLook.table, tableLook.stacked, styles.messages)}>
        <thead>
          <tr>
            <th>To</th>
            <th>Subject</th>
            <th>
              Queued<span className={styles.zone}> (venue time, {timeZone})</span>
            </th>
            <th>Status</th>
            <th>Actions</th>
          </tr>
        </thead>
        <tbody>
          {messages.map((message) => (
            <tr key={message.id}>
              <td data-label="To">{message.recipient}</td>
              <td data-label="Subject">{message.subject}</td>
              <td data-label="Queued" className={styles.when}>
                {formatInstant(message.createdAt, timeZone)}
              </td>
              <td data-label="Status" className={message.status === 'failed' ? styles.failed : undefined}>
                {describeStatus(message, timeZone)}
              </td>
              <td>
                <Button size="sm" variant="outline" tone="blue" aria-label={`View ${messageName(message)}`} onClick={() => onView(message)}>
                  View
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
});
