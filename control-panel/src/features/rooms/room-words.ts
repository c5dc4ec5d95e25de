import type { Room, RoomGuest, Rooms } from '@olympiad/shared/schemas';
import { hasFreeBed } from './room-filters';

/** A room's beds taken: "2 of 3 beds". */
export const bedsText = (room: Pick<Room, 'capacity' | 'occupants'>) => `${room.occupants.length} of ${room.capacity} beds`;

/** What the registrator asked for the person: "Single room wanted", "Share with Ivan Petrov", or nothing. */
export function requestText(guest: Pick<RoomGuest, 'roomRequest' | 'shareWithName'>): string {
  if (guest.roomRequest === 'single') return 'Single room wanted';
  if (guest.roomRequest === 'share') return `Share with ${guest.shareWithName ?? 'a member of the delegation'}`;
  return '';
}

/** Why an organiser's name stands beside an occupant: "Mixed, confirmed by Ada Admin". */
export const mixedText = (guest: Pick<RoomGuest, 'mixedBy'>) => (guest.mixedBy ? `Mixed, confirmed by ${guest.mixedBy}` : '');

/** One room a person can go to, as the Move and Place select offers it. */
export interface RoomChoice {
  value: string;
  label: string;
  /** The room's number, for the snack after the move. */
  number: string;
}

/**
 * The rooms with a bed left, the person's own left out, each named with its hotel, type and beds:
 * "Hotel Rila, room 12 (Double, 1 of 2 beds)".
 */
export function roomChoices(rooms: Pick<Rooms, 'hotels'>, currentRoomId: string | null): RoomChoice[] {
  return rooms.hotels.flatMap((hotel) =>
    hotel.rooms
      .filter((room) => room.id !== currentRoomId && hasFreeBed(room))
      .map((room) => ({
        value: room.id,
        label: `${hotel.name}, room ${room.number} (${room.roomType}, ${bedsText(room)})`,
        number: room.number,
      })),
  );
}

/** How many the suggestion placed, in the snack's words. */
export function placedText(before: number, after: number): string {
  const placed = before - after;
  if (placed <= 0) return 'Nobody could be placed.';
  return `${placed} ${placed === 1 ? 'person' : 'people'} placed.`;
}
