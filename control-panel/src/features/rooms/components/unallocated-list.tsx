import { memo } from 'react';
import type { RoomGuest } from '@olympiad/shared/schemas';
import { Button, classNames, Heading, VisuallyHidden } from '@olympiad/shared/plain-ui';
import { GuestDetails } from './room-row';
import styles from './rooms.module.css';

const GuestRow = memo(function GuestRow({ guest, onPlace }: { guest: RoomGuest; onPlace: (guest: RoomGuest) => void }) {
  return (
    <li className={styles.occupant}>
      <GuestDetails guest={guest} />
      <span className={styles.actions}>
        <Button size="sm" variant="outline" tone="blue" onClick={() => onPlace(guest)}>
          Place<VisuallyHidden> {guest.fullName}</VisuallyHidden>
        </Button>
      </span>
    </li>
  );
});

interface UnallocatedListProps {
  guests: readonly RoomGuest[];
  /** How many to draw yet (the first screenful first). */
  shown: number;
  onPlace: (guest: RoomGuest) => void;
}

/** The delegation people without a room, with their requests, each placed by hand; not on paper. */
export function UnallocatedList({ guests, shown, onPlace }: UnallocatedListProps) {
  return (
    <section aria-labelledby="unallocated-heading" className={styles.unallocated} data-print="hide">
      <Heading as="h3" id="unallocated-heading" size="lg">
        Without a room
      </Heading>
      {guests.length === 0 ? (
        <p className={styles.details}>Everyone has a room.</p>
      ) : (
        <>
          <p className={styles.details}>
            {guests.length} {guests.length === 1 ? 'person' : 'people'} without a room.
          </p>
          <ul aria-labelledby="unallocated-heading" className={classNames(styles.occupants, styles.unallocatedList)}>
            {guests.slice(0, shown).map((guest) => (
              <GuestRow key={guest.personId} guest={guest} onPlace={onPlace} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
