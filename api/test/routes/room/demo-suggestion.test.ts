import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { performance } from 'node:perf_hooks';
import { roomsSchema, SPEC_EDITION } from '@olympiad/shared/schemas';
import { eq } from 'drizzle-orm';
import { contests } from '../../../src/db/schema.js';
import { readAllocation, suggestionRoomsOf } from '../../../src/rooms/room-allocation.js';
import { suggestRooms } from '../../../src/rooms/suggest-rooms.js';
import { buildTestApp, call, loginAdmin } from '../../helper.js';

const app = await buildTestApp({ seedDemo: true });

describe('the room suggestion on the demo edition (about 700 people)', () => {
  // The figures are printed for docs/benchmarks.md, never asserted: a timed test fails on a busy machine, not on slow code.
  it('places every delegation person, and says how long it took', async (t) => {
    const [contest] = await app.db.select({ id: contests.id }).from(contests).where(eq(contests.year, SPEC_EDITION.year));
    const allocation = await readAllocation(app.db, contest!.id);
    assert.ok(allocation.guests.length > 600, `${allocation.guests.length} delegation people`);
    const started = performance.now();
    const placed = suggestRooms(suggestionRoomsOf(allocation), allocation.guests);
    const took = performance.now() - started;
    assert.equal(placed.size, allocation.guests.length);
    t.diagnostic(`the suggestion for ${allocation.guests.length} people: ${took.toFixed(1)} ms`);
  });

  it('places everyone in the demo hotels and never mixes a contestant with an adult or another country', async (t) => {
    const admin = await loginAdmin(app);
    const started = performance.now();
    const response = await call(app, 'suggestRooms', { token: admin });
    const took = performance.now() - started;
    assert.equal(response.statusCode, 200, response.body);
    t.diagnostic(`the whole call (read, suggest, write, read again): ${took.toFixed(0)} ms`);
    const rooms = roomsSchema.parse(response.json());
    assert.deepEqual(rooms.unallocated, []);
    for (const room of rooms.hotels.flatMap((hotel) => hotel.rooms)) {
      const minors = room.occupants.filter((person) => person.isMinor);
      assert.ok(room.occupants.length <= room.capacity, `room ${room.number} is not overfull`);
      if (minors.length) {
        assert.equal(minors.length, room.occupants.length, `room ${room.number} holds no adult with a contestant`);
        assert.equal(new Set(minors.map((person) => person.countryName)).size, 1, `room ${room.number} holds one country’s contestants`);
      }
    }
  });
});
