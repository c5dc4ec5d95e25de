import type { Rooms } from '@olympiad/shared/schemas';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { roomOccupants } from '../../db/schema.js';
import { readAllocation, roomsOf, suggestionRoomsOf } from '../../rooms/room-allocation.js';
import { suggestRooms } from '../../rooms/suggest-rooms.js';

/** Well under PostgreSQL's 65,535 bind parameters per statement. */
const PLACES_PER_INSERT = 1000;

/**
 * Places everyone without a room as the suggestion proposes (rooms/suggest-rooms.ts), in one
 * transaction that first locks the edition's rooms, so a placement by hand or a second suggestion
 * waits for it and then sees its places. Nobody already placed is moved.
 */
export function placeSuggested(db: Db, contestId: string): Promise<Rooms> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`
      SELECT 1 FROM rooms r JOIN room_types rt ON rt.id = r.room_type_id JOIN hotels h ON h.id = rt.hotel_id
      WHERE h.contest_id = ${contestId}
      FOR UPDATE OF r`);
    const before = await readAllocation(tx, contestId);
    const places = [...suggestRooms(suggestionRoomsOf(before), before.guests)].map(([personId, roomId]) => ({ personId, roomId }));
    for (let start = 0; start < places.length; start += PLACES_PER_INSERT) {
      await tx
        .insert(roomOccupants)
        .values(places.slice(start, start + PLACES_PER_INSERT))
        .onConflictDoNothing();
    }
    return roomsOf(places.length ? await readAllocation(tx, contestId) : before);
  });
}
