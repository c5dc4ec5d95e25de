import type { Tx } from '../client.js';
import { hotels, rooms, roomTypes, staySettings } from '../schema.js';

/**
 * The demo edition's hotels: beds for all its delegation people (about 700) with room to spare,
 * in rooms of every size, so the Rooms screen and its suggestion have a real edition to work on.
 */
const DEMO_HOTELS = [
  {
    name: 'Hotel Vitosha',
    address: '100 James Bourchier Blvd, 1407 Sofia',
    roomTypes: [
      { name: 'Single', capacity: 1, count: 80 },
      { name: 'Double', capacity: 2, count: 160 },
      { name: 'Triple', capacity: 3, count: 60 },
    ],
  },
  {
    name: 'Hotel Rodina',
    address: '8 Totleben Blvd, 1606 Sofia',
    roomTypes: [
      { name: 'Double', capacity: 2, count: 90 },
      { name: 'Quadruple', capacity: 4, count: 60 },
    ],
  },
];

/** Adds the demo hotels with their rooms (numbered 1, 2, … in each hotel) inside the caller's transaction. */
export async function seedDemoHotels(tx: Tx, contestId: string): Promise<void> {
  await tx.insert(staySettings).values({ contestId });
  for (const [hotelPosition, hotel] of DEMO_HOTELS.entries()) {
    const [storedHotel] = await tx
      .insert(hotels)
      .values({ contestId, name: hotel.name, address: hotel.address, position: hotelPosition })
      .returning({ id: hotels.id });
    const hotelId = storedHotel!.id;
    let number = 0;
    for (const [typePosition, type] of hotel.roomTypes.entries()) {
      const [storedType] = await tx
        .insert(roomTypes)
        .values({ hotelId, name: type.name, capacity: type.capacity, roomCount: type.count, position: typePosition })
        .returning({ id: roomTypes.id });
      const roomTypeId = storedType!.id;
      const values = Array.from({ length: type.count }, (_, index) => ({ roomTypeId, number: String((number += 1)), position: index + 1 }));
      await tx.insert(rooms).values(values);
    }
  }
}
