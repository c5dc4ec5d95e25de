import type { Hotels, HotelsDraft } from '@olympiad/shared/schemas';

/** A new room type's fields: a double room, none yet. */
export const NEW_ROOM_TYPE = { name: '', capacity: '2', count: '0' };
export const NEW_HOTEL = { name: '', address: '', roomTypes: [NEW_ROOM_TYPE] };

/**
 * The saved hotels as the form holds them: each with its id (which the save matches its rooms
 * by), numbers as typed.
 */
export const hotelsDraftOf = (hotels: Hotels): HotelsDraft => ({
  hotels: hotels.hotels.map((hotel) => ({
    id: hotel.id,
    name: hotel.name,
    address: hotel.address,
    roomTypes: hotel.roomTypes.map((type) => ({
      id: type.id,
      name: type.name,
      capacity: String(type.capacity),
      count: String(type.count),
    })),
  })),
});

/** A saved room type's beds taken, as its row says it: "3 of 8 beds taken". */
export function bedsTakenOf(hotels: Hotels): Map<string, string> {
  return new Map(
    hotels.hotels.flatMap((hotel) =>
      hotel.roomTypes.map((type) => [type.id, `${type.occupied} of ${type.capacity * type.count} beds taken`] as const),
    ),
  );
}
