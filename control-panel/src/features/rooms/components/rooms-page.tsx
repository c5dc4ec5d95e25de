import { useCallback, useMemo, useState } from 'react';
import { MESSAGES, notify, usePrinting } from '@olympiad/shared';
import { callApi, saveCallFile, useApi, useDownload } from '@olympiad/shared/api';
import type { Room, RoomGuest, Rooms } from '@olympiad/shared/schemas';
import { Button, Checkbox, ConfirmDialog, ErrorAlert, Field, Heading, PageLoader, Select } from '@olympiad/shared/plain-ui';
import section from '../../../components/section.module.css';
import { MIX_QUESTION } from '../mixed-room';
import { countriesOf, filterRooms, NO_FILTER, roomsDrawnPerHotel } from '../room-filters';
import { placedText, roomChoices, type RoomChoice } from '../room-words';
import { reuseUnchangedRooms } from '../reuse-rooms';
import { HotelRooms } from './hotel-rooms';
import { PlaceDialog, type Choosing } from './place-dialog';
import { Publication } from './publication';
import { RenameRoomDialog } from './rename-room-dialog';
import { UnallocatedList } from './unallocated-list';
import { useAllocation } from './use-allocation';
import { useProgressiveCount } from '@olympiad/shared/long-list';
import styles from './rooms.module.css';

/** On paper: A4, each hotel's rooming list from a page of its own, no controls and no frame of the product. */
const PRINT_CSS = `@page { size: A4; margin: 12mm; }
@media print {
  header, footer, nav, [data-print="hide"] { display: none !important; }
  body { background: white; }
  [data-print-hotel] + [data-print-hotel] { break-before: page; }
  [data-print-hotel] tr { break-inside: avoid; }
}`;

type Hotel = Rooms['hotels'][number];

/**
 * Rooms: every hotel's rooms with their occupants and who is still without one. Suggest rooms
 * places the unallocated team by team; an organiser moves, places and takes people out by hand,
 * confirming a room that mixes a contestant with an adult or with another country's contestant;
 * the allocation is published to registrators and guides when ready. The first screenful of
 * rooms is drawn first and the rest in idle time (700 people); each row is memoised.
 */
export function RoomsPage() {
  const { data: rooms, error, mutate } = useApi('readRooms', {});
  const show = useCallback((next: Rooms) => void mutate((drawn) => reuseUnchangedRooms(drawn, next), { revalidate: false }), [mutate]);
  const allocation = useAllocation(show);
  const printing = usePrinting();
  const [filter, setFilter] = useState(NO_FILTER);
  const [choosing, setChoosing] = useState<Choosing | null>(null);
  const [renaming, setRenaming] = useState<Room | null>(null);
  const [suggesting, setSuggesting] = useState(false);
  const [downloadingId, setDownloadingId] = useState<string | null>(null);
  const { download } = useDownload();

  const shownRooms = useMemo(() => (rooms ? filterRooms(rooms, filter) : { hotels: [], unallocated: [] }), [rooms, filter]);
  const roomCount = shownRooms.hotels.reduce((sum, hotel) => sum + hotel.rooms.length, 0);
  const roomsDrawn = roomsDrawnPerHotel(shownRooms.hotels, useProgressiveCount(roomCount, { first: 12, step: 40, all: printing }));
  const guestsDrawn = useProgressiveCount(shownRooms.unallocated.length, { first: 12, step: 60, all: printing });
  const choices = useMemo(() => (rooms && choosing ? roomChoices(rooms, choosing.fromRoomId) : []), [rooms, choosing]);

  const onMove = useCallback((guest: RoomGuest, room: Room) => setChoosing({ guest, fromRoomId: room.id }), []);
  const onPlace = useCallback((guest: RoomGuest) => setChoosing({ guest, fromRoomId: null }), []);
  const { place } = allocation;
  const onRemove = useCallback(
    (guest: RoomGuest, room: Room) => void place({ person: guest, roomId: null, roomNumber: room.number }),
    [place],
  );
  const placeIn = (guest: RoomGuest, choice: RoomChoice) => {
    setChoosing(null);
    void place({ person: guest, roomId: choice.value, roomNumber: choice.number });
  };
  const onDownload = useCallback(
    (hotel: Hotel) => {
      setDownloadingId(hotel.id);
      void download(() => saveCallFile('downloadRoomingList', 'rooming-list.csv', { params: { hotelId: hotel.id } })).then(() =>
        setDownloadingId(null),
      );
    },
    [download],
  );
  const suggest = async () => {
    setSuggesting(true);
    try {
      const before = rooms?.unallocated.length ?? 0;
      const next = await callApi('suggestRooms');
      show(next);
      notify.success(placedText(before, next.unallocated.length));
    } catch (failure) {
      notify.failure(failure);
    } finally {
      setSuggesting(false);
    }
  };

  if (error && !rooms) {
    return <ErrorAlert>The rooms could not be loaded: {error instanceof Error ? error.message : MESSAGES.error}</ErrorAlert>;
  }
  return (
    <section aria-labelledby="rooms-heading" className={section.section}>
      <style>{PRINT_CSS}</style>
      <Heading as="h2" id="rooms-heading" size="xl">
        Rooms
      </Heading>
      {!rooms ? (
        <PageLoader label="Loading rooms" />
      ) : rooms.hotels.length === 0 ? (
        <p>No hotels yet: add them and their room types in Contest settings.</p>
      ) : (
        <>
          <div className={styles.toolbar} data-print="hide">
            <Button loading={suggesting} onClick={() => void suggest()}>
              {suggesting ? 'Suggesting' : 'Suggest rooms'}
            </Button>
            <Publication rooms={rooms} onChanged={show} />
            <Button variant="outline" tone="blue" onClick={() => window.print()}>
              Print
            </Button>
          </div>
          <div className={styles.filters} data-print="hide">
            <div className={section.filter}>
              <Field label="Country">
                <Select
                  value={filter.country}
                  empty="All countries"
                  options={countriesOf(rooms)}
                  onChange={(event) => setFilter((current) => ({ ...current, country: event.target.value }))}
                />
              </Field>
            </div>
            <Checkbox
              label="Show only rooms with free beds"
              checked={filter.freeOnly}
              onChange={(event) => setFilter((current) => ({ ...current, freeOnly: event.target.checked }))}
            />
          </div>
          <UnallocatedList guests={shownRooms.unallocated} shown={guestsDrawn} onPlace={onPlace} />
          {shownRooms.hotels.map((hotel, index) => (
            <HotelRooms
              key={hotel.id}
              hotel={hotel}
              shown={roomsDrawn[index]!}
              downloading={downloadingId === hotel.id}
              onDownload={onDownload}
              onMove={onMove}
              onRemove={onRemove}
              onRename={setRenaming}
            />
          ))}
        </>
      )}
      <PlaceDialog choosing={choosing} choices={choices} busy={allocation.busy} onPlace={placeIn} onClose={() => setChoosing(null)} />
      <ConfirmDialog
        open={allocation.asking !== null}
        title="Mixed room"
        confirmLabel="Place anyway"
        busyLabel="Placing"
        busy={allocation.busy}
        onConfirm={() => void allocation.confirm()}
        onClose={allocation.cancel}
      >
        {MIX_QUESTION}
      </ConfirmDialog>
      <RenameRoomDialog room={renaming} onRenamed={show} onClose={() => setRenaming(null)} />
    </section>
  );
}
