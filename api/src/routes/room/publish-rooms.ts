import type { Rooms } from '@olympiad/shared/schemas';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { staySettings } from '../../db/schema.js';
import { readAllocation, roomsOf } from '../../rooms/room-allocation.js';

/**
 * Publishes the allocation to registrators and guides (who and when), or takes it back. The row
 * made here before any hotel save keeps the hotel list's version at 0, so an open Hotels form still saves.
 */
export function publishRooms(db: Db, contestId: string, published: boolean, organiser: string): Promise<Rooms> {
  return db.transaction(async (tx) => {
    const values = published
      ? { roomsPublishedAt: sql`now()`, roomsPublishedBy: organiser }
      : { roomsPublishedAt: null, roomsPublishedBy: null };
    await tx
      .insert(staySettings)
      .values({ contestId, version: 0, ...values })
      .onConflictDoUpdate({ target: staySettings.contestId, set: values });
    return roomsOf(await readAllocation(tx, contestId));
  });
}
