import type { Room, RoomGuest, Rooms } from '@olympiad/shared/schemas';

/** The screen's filters: a country's people (empty: everyone's), and only rooms with a bed left. */
export interface RoomFilter {
  country: string;
  freeOnly: boolean;
}

export const NO_FILTER: RoomFilter = { country: '', freeOnly: false };

export const hasFreeBed = (room: Pick<Room, 'capacity' | 'occupants'>) => room.occupants.length < room.capacity;

const ofCountry = (country: string) => (guest: RoomGuest) => !country || guest.countryName === country;

/** Every country with someone placed or still to place, by name: the country filter's choices. */
export function countriesOf(rooms: Rooms): string[] {
  const names = new Set(rooms.unallocated.map((guest) => guest.countryName));
  for (const hotel of rooms.hotels) for (const room of hotel.rooms) for (const guest of room.occupants) names.add(guest.countryName);
  return [...names].sort((a, b) => a.localeCompare(b));
}

/**
 * The hotels with the rooms the filters keep (a country's: the rooms where one of its people
 * sleeps), every hotel kept so that its heading still says where it is, and the country's people
 * without a room.
 */
export function filterRooms(rooms: Rooms, { country, freeOnly }: RoomFilter): Pick<Rooms, 'hotels' | 'unallocated'> {
  const fromCountry = ofCountry(country);
  const kept = (room: Room) => (!freeOnly || hasFreeBed(room)) && (!country || room.occupants.some(fromCountry));
  return {
    hotels: rooms.hotels.map((hotel) => ({ ...hotel, rooms: hotel.rooms.filter(kept) })),
    unallocated: rooms.unallocated.filter(fromCountry),
  };
}

/** Of `drawn` rooms drawn so far in the hotels' order, how many are each hotel's. */
export function roomsDrawnPerHotel(hotels: readonly Pick<Rooms['hotels'][number], 'rooms'>[], drawn: number): number[] {
  let left = drawn;
  return hotels.map(({ rooms }) => {
    const mine = Math.min(rooms.length, Math.max(0, left));
    left -= mine;
    return mine;
  });
}
