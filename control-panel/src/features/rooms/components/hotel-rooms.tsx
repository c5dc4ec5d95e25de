import { memo } from 'react';
import type { Rooms } from '@olympiad/shared/schemas';
import { Button, classNames, Heading, ScrollRegion, tableLook, VisuallyHidden } from '@olympiad/shared/plain-ui';
import { RoomRow, type RoomActions } from './room-row';
import styles from './rooms.module.css';

type Hotel = Rooms['hotels'][number];

interface HotelRoomsProps extends RoomActions {
  hotel: Hotel;
  /** How many of its rooms to draw yet (the first screenful first). */
  shown: number;
  downloading: boolean;
  onDownload: (hotel: Hotel) => void;
}

/** A hotel's rooming list: its heading and address, the CSV, and its rooms the filters keep; a page of its own on paper. */
export const HotelRooms = memo(function HotelRooms({ hotel, shown, downloading, onDownload, ...actions }: HotelRoomsProps) {
  const headingId = `hotel-${hotel.id}`;
  return (
    <section aria-labelledby={headingId} className={styles.hotel} data-print-hotel="">
      <div className={styles.hotelTitle}>
        <div>
          <Heading as="h3" id={headingId} size="lg">
            {hotel.name}
          </Heading>
          {hotel.address && <p className={styles.details}>{hotel.address}</p>}
        </div>
        <Button size="sm" variant="outline" tone="blue" loading={downloading} onClick={() => onDownload(hotel)} data-print="hide">
          Download rooming list<VisuallyHidden> of {hotel.name}</VisuallyHidden>
        </Button>
      </div>
      {hotel.rooms.length === 0 ? (
        <p className={styles.details}>No room matches the filters.</p>
      ) : (
        <ScrollRegion labelledBy={headingId}>
          <table aria-labelledby={headingId} className={classNames(tableLook.table, tableLook.stacked, styles.rooms)}>
            <thead>
              <tr>
                <th>Room</th>
                <th>Type</th>
                <th>Beds</th>
                <th>Occupants</th>
                <th data-print="hide">Actions</th>
              </tr>
            </thead>
            <tbody>
              {hotel.rooms.slice(0, shown).map((room) => (
                <RoomRow key={room.id} room={room} {...actions} />
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </section>
  );
});
