import { useState } from 'react';
import { notify } from '@olympiad/shared';
import { callApi, useApi } from '@olympiad/shared/api';
import type { CountryReminder } from '@olympiad/shared/schemas';
import { Button, ErrorAlert, Modal, Row, Stack } from '@olympiad/shared/plain-ui';
import { LoadState } from '../../../components/load-state';
import { countriesWord, reachable, recipientsText, remindersQueued } from '../reminder-words';
import styles from './reminders-dialog.module.css';

/** Whom the dialog reminds: every incomplete country, or one. */
export type ReminderChoice = { all: true } | { all: false; countryId: string; countryName: string };

/** One country's reminder: to whom, or that it cannot be sent, and the message itself, folded. */
function ReminderPreview({ reminder }: { reminder: CountryReminder }) {
  return (
    <li className={styles.country}>
      <h3 className={styles.countryName}>{reminder.countryName}</h3>
      {reminder.recipients.length > 0 ? (
        <p>To: {recipientsText(reminder)}</p>
      ) : (
        <p className={styles.warning}>No registrator account: it cannot be reminded.</p>
      )}
      <details className={styles.message}>
        <summary>Message: {reminder.subject}</summary>
        <pre className={styles.text}>{reminder.text}</pre>
      </details>
    </li>
  );
}

/** The previews (read when the dialog opens) and the button that queues them. */
function RemindersPreview({ choice, onClose }: { choice: ReminderChoice; onClose: () => void }) {
  const read = useApi('readReminders', {}, { revalidateOnFocus: false });
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const all = read.data?.countries;
  const shown = choice.all ? all : all?.filter((reminder) => reminder.countryId === choice.countryId);
  const sendable = reachable(shown ?? []);

  const send = async () => {
    setSending(true);
    setFailure(null);
    try {
      const sent = await callApi('sendReminders', { body: { countryIds: sendable.map((reminder) => reminder.countryId) } });
      notify.success(remindersQueued(sent.countries));
      onClose();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
      setSending(false);
    }
  };

  const nothing = `There is nothing to remind ${choice.all ? 'any country' : choice.countryName} of: what a registrator can complete is complete, or the edit window is over.`;
  return (
    <Stack gap={4}>
      <LoadState what="reminders" data={shown} error={read.error} isLoading={read.isLoading} empty={nothing}>
        {(reminders) => (
          <>
            <p>
              Each registrator is sent their country&apos;s checklist, their deadline and the address of the registration, as shown here.
            </p>
            <ul className={styles.countries} aria-label="Reminders">
              {reminders.map((reminder) => (
                <ReminderPreview key={reminder.countryId} reminder={reminder} />
              ))}
            </ul>
          </>
        )}
      </LoadState>
      {failure && <ErrorAlert>{failure}</ErrorAlert>}
      <Row end>
        <Button variant="outline" tone="gray" onClick={onClose} disabled={sending} data-autofocus>
          Cancel
        </Button>
        {sendable.length > 0 && (
          <Button onClick={() => void send()} loading={sending}>
            Send to {countriesWord(sendable.length)}
          </Button>
        )}
      </Row>
    </Stack>
  );
}

/**
 * Reminders from Progress: each incomplete country's message previewed as it would be sent (to
 * whom, or that no one can be told), then queued for every country with a registrator in one click.
 */
export function RemindersDialog({ choice, onClose }: { choice: ReminderChoice | null; onClose: () => void }) {
  const title = !choice || choice.all ? 'Send reminders' : `Send reminder to ${choice.countryName}`;
  return (
    <Modal open={choice !== null} onClose={onClose} title={title}>
      {choice && <RemindersPreview choice={choice} onClose={onClose} />}
    </Modal>
  );
}
