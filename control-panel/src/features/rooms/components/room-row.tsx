import { memo } from 'react';
import type { Room, RoomGuest } from '@olympiad/shared/schemas';
import { Button, VisuallyHidden } from '@olympiad/shared/plain-ui';
import { bedsText, mixedText, requestText } from '../room-words';
import styles from './rooms.module.css';

export interface RoomActions {
  onMove: (guest: RoomGuest, room: Room) => void;
  onRemove: (guest: RoomGuest, room: Room) => void;
  onRename: (room: Room) => void;
}

/** Who the person is, as an organiser checks a room: role, country, team, request, a minor's tag and a confirmed mix. */
export function GuestDetails({ guest }: { guest: RoomGuest }) {
  const request = requestText(guest);
  const mixed = mixedText(guest);
  return (
    <>
      <span className={styles.name}>
        {guest.fullName}
        {guest.isMinor && <span className={styles.minor}>Minor</span>}
      </span>
      <span className={styles.details}>{[guest.role, guest.countryName, guest.teamName].filter(Boolean).join(' · ')}</span>
      {request && <span className={styles.details}>{request}</span>}
      {mixed && <span className={styles.mixed}>{mixed}</span>}
    </>
  );
}

/** One room of a hotel's table: its number, type, beds taken and occupants, each with Move and Remove from room. */
export const RoomRow = memo(function RoomRow({ room, onMove, onRemove, onRename }: { room: Room } & RoomActions) {
  return (
    <tr>
      <td data-label="Room" className={styles.number}>
        {room.number}
      </td>
      <td data-label="Type">{room.roomType}</td>
      <td data-label="Beds" className={styles.beds}>
        {bedsText(room)}
      </td>
      <td data-label="Occupants">
        {room.occupants.length === 0 ? (
          <span className={styles.details}>Empty</span>
        ) : (
          <ul className={styles.occupants}>
            {room.occupants.map((guest) => (
              <li key={guest.personId} className={styles.occupant}>
                <GuestDetails guest={guest} />
                <span className={styles.actions} data-print="hide">
                  <Button size="sm" variant="outline" tone="blue" onClick={() => onMove(guest, room)}>
                    Move<VisuallyHidden> {guest.fullName}</VisuallyHidden>
                  </Button>
                  <Button size="sm" variant="outline" tone="red" onClick={() => onRemove(guest, room)}>
                    Remove<VisuallyHidden> {guest.fullName}</VisuallyHidden> from room
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        )}
      </td>
      <td data-print="hide">
        <Button size="sm" variant="outline" tone="gray" onClick={() => onRename(room)}>
          Rename room<VisuallyHidden> {room.number}</VisuallyHidden>
        </Button>
      </td>
    </tr>
  );
});
