import { useState } from 'react';
import { edition, notify } from '@olympiad/shared';
import { callApi } from '@olympiad/shared/api';
import type { Rooms } from '@olympiad/shared/schemas';
import { formatInstant } from '@olympiad/shared/text';
import { Button, ConfirmDialog } from '@olympiad/shared/plain-ui';
import styles from './rooms.module.css';

export const ROOMS_PUBLISHED = 'Allocation published.';
const PUBLICATION_WITHDRAWN = 'Publication withdrawn.';

/** "Published on 08/20/2025 14:31 by Ada Admin" at the venue, or that registrators and guides do not see the rooms yet. */
function publicationText({ publishedAt, publishedBy }: Pick<Rooms, 'publishedAt' | 'publishedBy'>, timeZone: string): string {
  if (!publishedAt) return 'Not published: registrators and guides do not see the rooms yet.';
  return `Published on ${formatInstant(publishedAt, timeZone)}${publishedBy ? ` by ${publishedBy}` : ''}`;
}

/**
 * Whether registrators and guides see the allocation, and the button that publishes it or takes
 * it back, each after a confirmation.
 */
export function Publication({ rooms, onChanged }: { rooms: Rooms; onChanged: (rooms: Rooms) => void }) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const published = rooms.publishedAt !== null;
  const action = published ? 'Withdraw publication' : 'Publish allocation';
  const change = async () => {
    setBusy(true);
    try {
      onChanged(await callApi('publishRooms', { body: { published: !published } }));
      notify.success(published ? PUBLICATION_WITHDRAWN : ROOMS_PUBLISHED);
      setAsking(false);
    } catch (failure) {
      notify.failure(failure);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <p role="status" className={styles.publication}>
        {publicationText(rooms, edition().venueTimeZone)}
      </p>
      <Button variant={published ? 'outline' : 'solid'} tone={published ? 'red' : undefined} onClick={() => setAsking(true)}>
        {action}
      </Button>
      <ConfirmDialog
        open={asking}
        title={action}
        confirmLabel={action}
        busyLabel={published ? 'Withdrawing' : 'Publishing'}
        busy={busy}
        onConfirm={() => void change()}
        onClose={() => setAsking(false)}
      >
        {published
          ? 'Withdraw the publication? Registrators and guides will no longer see the rooms until you publish again.'
          : 'Publish the allocation? Each registrator will see their delegation’s rooms and each guide their teams’ rooms.'}
      </ConfirmDialog>
    </>
  );
}
