import { STAY_MESSAGES, type Rooms } from '@olympiad/shared/schemas';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rooms } from '../../db/schema.js';
import { conflict, notFound } from '../../lib/problem.js';
import { readAllocation, roomsOf } from '../../rooms/room-allocation.js';

/** Gives a room of the edition the number on its door, which no other room of its hotel has. */
export function renameRoom(db: Db, contestId: string, roomId: string, number: string): Promise<Rooms> {
  return db.transaction(async (tx) => {
    const found = await tx.execute<{ hotel_id: string }>(sql`
      SELECT h.id AS hotel_id
      FROM rooms r JOIN room_types rt ON rt.id = r.room_type_id JOIN hotels h ON h.id = rt.hotel_id
      WHERE r.id = ${roomId} AND h.contest_id = ${contestId}
      FOR UPDATE OF h`);
    const [room] = found.rows;
    if (!room) throw notFound('The room was not found.');
    const twin = await tx.execute(sql`
      SELECT 1 FROM rooms r JOIN room_types rt ON rt.id = r.room_type_id
      WHERE rt.hotel_id = ${room.hotel_id} AND r.number = ${number} AND r.id <> ${roomId}`);
    if (twin.rows.length) throw conflict(STAY_MESSAGES.roomNumberTaken(number));
    await tx.update(rooms).set({ number }).where(eq(rooms.id, roomId));
    return roomsOf(await readAllocation(tx, contestId));
  });
}
