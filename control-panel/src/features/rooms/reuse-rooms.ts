import type { Room, Rooms } from '@olympiad/shared/schemas';

const sameRoom = (a: Room, b: Room) =>
  a.number === b.number &&
  a.roomType === b.roomType &&
  a.capacity === b.capacity &&
  a.occupants.length === b.occupants.length &&
  a.occupants.every((guest, index) => JSON.stringify(guest) === JSON.stringify(b.occupants[index]));

/**
 * The rooms the api answered after a change, each room that did not change kept as the very
 * object drawn before: every answer is the whole allocation, and a move must redraw its two
 * rooms, not three hundred memoised rows.
 */
export function reuseUnchangedRooms(previous: Rooms | undefined, next: Rooms): Rooms {
  if (!previous) return next;
  const before = new Map(previous.hotels.flatMap((hotel) => hotel.rooms.map((room) => [room.id, room] as const)));
  return {
    ...next,
    hotels: next.hotels.map((hotel) => ({
      ...hotel,
      rooms: hotel.rooms.map((room) => {
        const drawn = before.get(room.id);
        return drawn && sameRoom(drawn, room) ? drawn : room;
      }),
    })),
  };
}
