import { STAY_MESSAGES, type Hotels, type HotelsInput } from '@olympiad/shared/schemas';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { hotels, roomTypes, rooms, staySettings } from '../../db/schema.js';
import { conflict, notFound } from '../../lib/problem.js';
import { assertVersion, type ExpectedVersions } from '../../lib/record-version.js';

/** Well under PostgreSQL's 65,535 bind parameters per statement. */
const ROOMS_PER_INSERT = 500;

interface HotelRow extends Record<string, unknown> {
  version: number | null;
  hotel_id: string | null;
  hotel_name: string | null;
  address: string | null;
  type_id: string | null;
  type_name: string | null;
  capacity: number | null;
  room_count: number | null;
  occupied: number | string | null;
}

/** The edition's hotels with their room types and the beds taken in each, in one query; version 0 before the first save. */
export async function readHotels(db: Db | Tx, contestId: string): Promise<Hotels> {
  const result = await db.execute<HotelRow>(sql`
    SELECT s.version, h.id AS hotel_id, h.name AS hotel_name, h.address, rt.id AS type_id, rt.name AS type_name,
           rt.capacity, rt.room_count,
           (SELECT count(*) FROM rooms r JOIN room_occupants o ON o.room_id = r.id WHERE r.room_type_id = rt.id) AS occupied
    FROM (VALUES (1)) AS one (x)
    LEFT JOIN stay_settings s ON s.contest_id = ${contestId}
    LEFT JOIN hotels h ON h.contest_id = ${contestId}
    LEFT JOIN room_types rt ON rt.hotel_id = h.id
    ORDER BY h.position, h.id, rt.position, rt.id`);
  const list = new Map<string, Hotels['hotels'][number]>();
  for (const row of result.rows) {
    if (!row.hotel_id) continue;
    const hotel = list.get(row.hotel_id) ?? { id: row.hotel_id, name: row.hotel_name!, address: row.address!, roomTypes: [] };
    list.set(hotel.id, hotel);
    if (row.type_id) {
      hotel.roomTypes.push({
        id: row.type_id,
        name: row.type_name!,
        capacity: Number(row.capacity),
        count: Number(row.room_count),
        occupied: Number(row.occupied),
      });
    }
  }
  return { version: result.rows[0]?.version ?? 0, hotels: [...list.values()] };
}

interface StoredRoom {
  id: string;
  roomTypeId: string;
  hotelId: string;
  number: string;
  position: number;
  occupants: number;
}

/** Every room of the edition with its occupant count, locked for the save. */
async function lockedRooms(tx: Tx, contestId: string): Promise<StoredRoom[]> {
  const result = await tx.execute<{
    id: string;
    room_type_id: string;
    hotel_id: string;
    number: string;
    position: number;
    occupants: string;
  }>(sql`
    SELECT r.id, r.room_type_id, rt.hotel_id, r.number, r.position,
           (SELECT count(*) FROM room_occupants o WHERE o.room_id = r.id) AS occupants
    FROM rooms r JOIN room_types rt ON rt.id = r.room_type_id JOIN hotels h ON h.id = rt.hotel_id
    WHERE h.contest_id = ${contestId}
    ORDER BY r.position
    FOR UPDATE OF r`);
  return result.rows.map((row) => ({
    id: row.id,
    roomTypeId: row.room_type_id,
    hotelId: row.hotel_id,
    number: row.number,
    position: row.position,
    occupants: Number(row.occupants),
  }));
}

/** Refuses to remove rooms that people sleep in: they are moved first. */
function assertEmpty(removed: readonly StoredRoom[]): void {
  const occupied = removed.find((room) => room.occupants > 0);
  if (occupied) throw conflict(STAY_MESSAGES.occupiedRoomRemoved(occupied.number));
}

/** The first numbers 1, 2, … that no room of the hotel has yet: a room's number is unique in its hotel. */
function freeNumbers(taken: Set<string>, count: number): string[] {
  const numbers: string[] = [];
  for (let next = 1; numbers.length < count; next += 1) {
    if (!taken.has(String(next))) numbers.push(String(next));
  }
  numbers.forEach((number) => taken.add(number));
  return numbers;
}

/**
 * Saves the whole hotel list (If-Match: its version, 0 before the first save), in one
 * transaction: hotels and room types left out are removed, the rest updated or created in the
 * order given, and each type's rooms added (numbered on from the hotel's numbers) or removed from
 * the end to match its count. Removing a room with occupants, or shrinking a type below the
 * occupants of one of its rooms, is refused with 409 and changes nothing.
 */
export function saveHotels(db: Db, contestId: string, input: HotelsInput, expected: ExpectedVersions): Promise<Hotels> {
  return db.transaction(async (tx) => {
    await tx.insert(staySettings).values({ contestId, version: 0 }).onConflictDoNothing();
    const [settings] = await tx
      .select({ version: staySettings.version })
      .from(staySettings)
      .where(eq(staySettings.contestId, contestId))
      .for('update');
    assertVersion(expected, settings!.version);
    const stored = await lockedRooms(tx, contestId);
    const storedHotels = await tx.select({ id: hotels.id }).from(hotels).where(eq(hotels.contestId, contestId));
    const storedTypes = storedHotels.length
      ? await tx
          .select({ id: roomTypes.id, hotelId: roomTypes.hotelId })
          .from(roomTypes)
          .where(
            inArray(
              roomTypes.hotelId,
              storedHotels.map((hotel) => hotel.id),
            ),
          )
      : [];

    const keptHotels = new Set(input.hotels.flatMap((hotel) => (hotel.id ? [hotel.id] : [])));
    const keptTypes = new Set(input.hotels.flatMap((hotel) => hotel.roomTypes.flatMap((type) => (type.id ? [type.id] : []))));
    for (const hotel of input.hotels) {
      if (hotel.id && !storedHotels.some((candidate) => candidate.id === hotel.id)) throw notFound('The hotel was not found.');
      for (const type of hotel.roomTypes) {
        if (type.id && !storedTypes.some((candidate) => candidate.id === type.id && candidate.hotelId === hotel.id)) {
          throw notFound('The room type was not found.');
        }
      }
    }
    assertEmpty(stored.filter((room) => !keptHotels.has(room.hotelId) || !keptTypes.has(room.roomTypeId)));
    const goneHotels = storedHotels.filter((hotel) => !keptHotels.has(hotel.id)).map((hotel) => hotel.id);
    const goneTypes = storedTypes.filter((type) => !keptTypes.has(type.id)).map((type) => type.id);
    if (goneHotels.length) await tx.delete(hotels).where(inArray(hotels.id, goneHotels));
    if (goneTypes.length) await tx.delete(roomTypes).where(inArray(roomTypes.id, goneTypes));

    for (const [hotelPosition, hotel] of input.hotels.entries()) {
      const hotelValues = { name: hotel.name, address: hotel.address ?? '', position: hotelPosition };
      const hotelId = hotel.id
        ? (await tx.update(hotels).set(hotelValues).where(eq(hotels.id, hotel.id)).returning({ id: hotels.id }))[0]!.id
        : (
            await tx
              .insert(hotels)
              .values({ contestId, ...hotelValues })
              .returning({ id: hotels.id })
          )[0]!.id;
      const hotelRooms = stored.filter((room) => room.hotelId === hotelId && keptTypes.has(room.roomTypeId));
      const removed: StoredRoom[] = [];
      const additions: { roomTypeId: string; count: number; from: number }[] = [];
      for (const [typePosition, type] of hotel.roomTypes.entries()) {
        const typeValues = { name: type.name, capacity: type.capacity, roomCount: type.count, position: typePosition };
        const typeId = type.id
          ? (await tx.update(roomTypes).set(typeValues).where(eq(roomTypes.id, type.id)).returning({ id: roomTypes.id }))[0]!.id
          : (
              await tx
                .insert(roomTypes)
                .values({ hotelId, ...typeValues })
                .returning({ id: roomTypes.id })
            )[0]!.id;
        const typeRooms = hotelRooms.filter((room) => room.roomTypeId === typeId);
        const crowded = typeRooms.find((room) => room.occupants > type.capacity);
        if (crowded) throw conflict(STAY_MESSAGES.capacityBelowOccupants(crowded.number));
        removed.push(...typeRooms.slice(type.count));
        const last = typeRooms.at(-1)?.position ?? 0;
        if (type.count > typeRooms.length) additions.push({ roomTypeId: typeId, count: type.count - typeRooms.length, from: last + 1 });
      }
      assertEmpty(removed);
      if (removed.length)
        await tx.delete(rooms).where(
          inArray(
            rooms.id,
            removed.map((room) => room.id),
          ),
        );
      // Numbers are chosen after the removals, so a number freed in this save can be given again.
      const taken = new Set(hotelRooms.filter((room) => !removed.includes(room)).map((room) => room.number));
      const values = additions.flatMap(({ roomTypeId, count, from }) =>
        freeNumbers(taken, count).map((number, index) => ({ roomTypeId, number, position: from + index })),
      );
      for (let start = 0; start < values.length; start += ROOMS_PER_INSERT)
        await tx.insert(rooms).values(values.slice(start, start + ROOMS_PER_INSERT));
    }
    await tx
      .update(staySettings)
      .set({ version: sql`${staySettings.version} + 1` })
      .where(eq(staySettings.contestId, contestId));
    return readHotels(tx, contestId);
  });
}
