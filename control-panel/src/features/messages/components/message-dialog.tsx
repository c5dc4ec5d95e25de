import { useId, useState } from 'react';
import { MESSAGES, notify } from '@olympiad/shared';
import { callApi, useApi } from '@olympiad/shared/api';
import type { MessageSummary } from '@olympiad/shared/schemas';
import { Button, ErrorAlert, Modal, PageLoader, Row, Stack } from '@olympiad/shared/plain-ui';
import { describeStatus, messageName } from '../message-status';
import { useQueuedRefresh } from './use-queued-refresh';
import styles from './message-dialog.module.css';

/** Said once a failed message is queued again. */
export const SENT_AGAIN = 'The message has been queued to be sent again.';

interface MessageDialogProps {
  /** The message opened from the list; null while none is. */
  message: MessageSummary | null;
  timeZone: string;
  onClose: () => void;
  /** After Send again: the list shows the message queued. */
  onRetried: () => void;
}

/**
 * One message whole: to whom, its subject, how its sending stands and its plain text as it is
 * sent, links as text. Its HTML part is not shown (docs/decisions.md, the Messages section).
 */
export function MessageDialog({ message, timeZone, onClose, onRetried }: MessageDialogProps) {
  return (
    <Modal open={message !== null} onClose={onClose} title={message ? messageName(message) : ''} closeButton={false}>
      {message && <MessageWhole summary={message} timeZone={timeZone} onClose={onClose} onRetried={onRetried} />}
    </Modal>
  );
}

function MessageWhole({ summary, timeZone, onClose, onRetried }: Omit<MessageDialogProps, 'message'> & { summary: MessageSummary }) {
  const textId = useId();
  const refresh = useQueuedRefresh();
  const whole = useApi('readMessage', { params: { id: summary.id } }, { refreshInterval: refresh.refreshInterval });
  const [sending, setSending] = useState(false);
  // The list's row until the message itself arrives.
  const shown = whole.data ?? summary;
  refresh.follow(shown.status === 'queued');

  const sendAgain = async () => {
    setSending(true);
    try {
      await whole.mutate(await callApi('retryMessage', { params: { id: summary.id } }), { revalidate: false });
      notify.success(SENT_AGAIN);
      onRetried();
    } catch (error) {
      notify.failure(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack gap={4}>
      <dl className={styles.facts}>
        <dt>To</dt>
        <dd>{shown.recipient}</dd>
        <dt>Subject</dt>
        <dd>{shown.subject}</dd>
        <dt>Status</dt>
        <dd>{describeStatus(shown, timeZone)}</dd>
      </dl>
      <section aria-labelledby={textId}>
        <h3 id={textId} className={styles.partHeading}>
          Plain text
        </h3>
        {whole.data ? (
          <pre className={styles.text}>{whole.data.text}</pre>
        ) : whole.error ? (
          <ErrorAlert>The message could not be loaded: {whole.error instanceof Error ? whole.error.message : MESSAGES.error}</ErrorAlert>
        ) : (
          <PageLoader label="Loading the message" />
        )}
      </section>
      <Row end>
        {shown.status === 'failed' && (
          <Button onClick={() => void sendAgain()} loading={sending}>
            Send again
          </Button>
        )}
        <Button variant="outline" tone="gray" onClick={onClose} data-autofocus>
          Close
        </Button>
      </Row>
    </Stack>
  );
}
