import { MIXED_ROOM_PROBLEM, STAY_MESSAGES, type AllocateRoomInput, type Rooms } from '@olympiad/shared/schemas';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { roomOccupants } from '../../db/schema.js';
import { conflict, HttpProblem, notFound } from '../../lib/problem.js';
import { DELEGATION, readAllocation, roomsOf } from '../../rooms/room-allocation.js';
import { mixes } from '../../rooms/room-mix.js';

interface Sleeper extends Record<string, unknown> {
  person_id: string;
  country_id: string;
  is_minor: boolean;
}

/** A room of the edition, locked so that two placements into it are made one after the other; 404 for another's. */
async function lockedRoom(tx: Tx, contestId: string, roomId: string) {
  const result = await tx.execute<{ number: string; capacity: number }>(sql`
    SELECT r.number, rt.capacity
    FROM rooms r JOIN room_types rt ON rt.id = r.room_type_id JOIN hotels h ON h.id = rt.hotel_id
    WHERE r.id = ${roomId} AND h.contest_id = ${contestId}
    FOR UPDATE OF r`);
  const [room] = result.rows;
  if (!room) throw notFound('The room was not found.');
  return room;
}

/** Who sleeps in a room, as the rule that keeps minors safe sees them. */
async function sleepersOf(tx: Tx, roomId: string): Promise<Sleeper[]> {
  const result = await tx.execute<Sleeper>(sql`
    SELECT p.id AS person_id, p.country_id, ('CONTESTANT' = ANY (p.roles) AND NOT 'LEADER' = ANY (p.roles)) AS is_minor
    FROM room_occupants o JOIN people p ON p.id = o.person_id
    WHERE o.room_id = ${roomId}`);
  return result.rows;
}

const sleeperOf = (row: Sleeper) => ({ isMinor: row.is_minor, countryId: row.country_id });

/**
 * Puts a delegation person of the edition in a room, or (roomId null) takes them out of theirs,
 * in one transaction. A full room is refused; so is a room the placement would mix (a contestant
 * with an adult or with another country's contestant) unless the organiser confirmed it, when
 * `mixedBy` records who did. A room that no longer mixes after someone leaves loses its marks.
 */
export function allocateRoom(db: Db, contestId: string, personId: string, input: AllocateRoomInput, organiser: string): Promise<Rooms> {
  return db.transaction(async (tx) => {
    const person = await tx.execute<Sleeper & { room_id: string | null }>(sql`
      SELECT p.id AS person_id, p.country_id, ('CONTESTANT' = ANY (p.roles) AND NOT 'LEADER' = ANY (p.roles)) AS is_minor, o.room_id
      FROM people p LEFT JOIN room_occupants o ON o.person_id = p.id
      WHERE p.id = ${personId} AND p.contest_id = ${contestId} AND ${DELEGATION}`);
    const [guest] = person.rows;
    if (!guest) throw notFound('The person was not found.');
    const left = guest.room_id;
    if (input.roomId !== left) {
      if (input.roomId) await placeIn(tx, contestId, input.roomId, guest, input.confirmMix, organiser);
      else await tx.delete(roomOccupants).where(eq(roomOccupants.personId, personId));
      if (left) await clearMarksIfUnmixed(tx, left);
    }
    return roomsOf(await readAllocation(tx, contestId));
  });
}

async function placeIn(tx: Tx, contestId: string, roomId: string, guest: Sleeper, confirmMix: boolean, organiser: string) {
  const room = await lockedRoom(tx, contestId, roomId);
  const sleepers = await sleepersOf(tx, roomId);
  if (sleepers.length >= room.capacity) throw conflict(STAY_MESSAGES.roomFull(room.number));
  const mixed = mixes([...sleepers, guest].map(sleeperOf));
  if (mixed && !confirmMix) throw new HttpProblem(409, STAY_MESSAGES.mixedRoom, undefined, MIXED_ROOM_PROBLEM);
  const values = { roomId, mixedBy: mixed ? organiser : null, allocatedAt: sql`now()` };
  await tx
    .insert(roomOccupants)
    .values({ personId: guest.person_id, ...values })
    .onConflictDoUpdate({ target: roomOccupants.personId, set: values });
}

async function clearMarksIfUnmixed(tx: Tx, roomId: string) {
  const sleepers = await sleepersOf(tx, roomId);
  if (sleepers.length && !mixes(sleepers.map(sleeperOf))) {
    await tx
      .update(roomOccupants)
      .set({ mixedBy: null })
      .where(
        inArray(
          roomOccupants.personId,
          sleepers.map((sleeper) => sleeper.person_id),
        ),
      );
  }
}
