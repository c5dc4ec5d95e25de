import { countriesOf, filterRooms, NO_FILTER, roomsDrawnPerHotel } from '../room-filters';
import { ROOMS } from './rooms-fixtures';

const numbersOf = (rooms: ReturnType<typeof filterRooms>) => rooms.hotels.flatMap((hotel) => hotel.rooms.map((room) => room.number));

describe('countriesOf', () => {
  it('names every country with someone placed or to place, once each, by name', () => {
    expect(countriesOf(ROOMS)).toEqual(['Bulgaria', 'Romania']);
  });
});

describe('filterRooms', () => {
  it('keeps everything without a filter', () => {
    const shown = filterRooms(ROOMS, NO_FILTER);
    expect(numbersOf(shown)).toEqual(['101', '102', '103']);
    expect(shown.unallocated.map((guest) => guest.fullName)).toEqual(['Ana Pop', 'Gina Guest']);
  });

  it("keeps a country's rooms and its people without a room, and the hotel even when none of its rooms is kept", () => {
    const romania = filterRooms(ROOMS, { country: 'Romania', freeOnly: false });
    expect(numbersOf(romania)).toEqual(['103']);
    expect(romania.unallocated.map((guest) => guest.fullName)).toEqual(['Ana Pop']);
    const nobody = filterRooms(ROOMS, { country: 'Chile', freeOnly: false });
    expect(nobody.hotels).toHaveLength(1);
    expect(numbersOf(nobody)).toEqual([]);
  });

  it('keeps only rooms with a bed left, with the country too', () => {
    expect(numbersOf(filterRooms(ROOMS, { country: '', freeOnly: true }))).toEqual(['101', '102']);
    expect(numbersOf(filterRooms(ROOMS, { country: 'Romania', freeOnly: true }))).toEqual([]);
  });
});

describe('roomsDrawnPerHotel', () => {
  it('gives the rooms drawn so far to the hotels in order', () => {
    const hotels = [{ rooms: ROOMS.hotels[0]!.rooms }, { rooms: ROOMS.hotels[0]!.rooms.slice(0, 2) }];
    expect(roomsDrawnPerHotel(hotels, 2)).toEqual([2, 0]);
    expect(roomsDrawnPerHotel(hotels, 4)).toEqual([3, 1]);
    expect(roomsDrawnPerHotel(hotels, 9)).toEqual([3, 2]);
  });
});
