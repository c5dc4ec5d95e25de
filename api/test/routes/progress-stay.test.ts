import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SPEC_EDITION, progressSchema, type ProgressGap } from '@olympiad/shared/schemas';
import { eq } from 'drizzle-orm';
import { contests, healthDetails, hotels, people, roomOccupants, rooms, roomTypes, stayDetails } from '../../src/db/schema.js';
import { insertTeam } from '../fixtures/teams.js';
import { buildTestApp, call, loginAdmin, routeOf } from '../helper.js';

const app = await buildTestApp();
const db = app.db;
const admin = await loginAdmin(app);

// Delta's team (leader, deputy, contestants A and B) and one guest, all with times and no numbers
// but contestant A's own arrival number.
const delta = await insertTeam(app, { countryName: 'Delta', teamName: 'Delta Juniors', contestants: 2 });
const [contest] = await db.select({ id: contests.id }).from(contests).where(eq(contests.year, SPEC_EDITION.year));
const idOf = async (fullName: string) => (await db.select().from(people).where(eq(people.fullName, fullName)))[0]!.id;
const ids = {
  leader: await idOf('Delta Juniors Leader'),
  deputy: await idOf('Delta Juniors Deputy'),
  a: await idOf('Delta Juniors Contestant A'),
  b: await idOf('Delta Juniors Contestant B'),
};
await db.update(people).set({ arrivalFlightNumber: 'LH 1234' }).where(eq(people.id, ids.a));
const [guest] = await db
  .insert(people)
  .values({
    fullName: 'Dee Guest',
    roles: ['GUEST'],
    countryId: delta.countryId,
    contestId: contest!.id,
    timeOfArrival: '2025-08-28 10:00:00',
    arrivalLocation: 'Sofia Airport',
  })
  .returning({ id: people.id });

const progress = async () => {
  const response = await call(app, 'readCountryProgress', { params: { countryId: delta.countryId }, token: admin });
  assert.equal(response.statusCode, 200, response.body);
  return progressSchema.parse(response.json()).countries[0]!;
};
const gapsOf = async (kind: ProgressGap['kind']) =>
  (await progress()).gaps
    .filter((gap) => gap.kind === kind)
    .map((gap) => ({
      teamId: gap.teamId,
      count: gap.count,
      people: gap.people.map((person) => [person.fullName.split(' ').at(-1), person.missing]),
    }));

describe(`${routeOf('readCountryProgress')}: travel and stay`, () => {
  it('lists the journeys without their numbers where the time is known, guests apart', async () => {
    assert.deepEqual(await gapsOf('travelWithoutNumbers'), [
      {
        teamId: delta.teamId,
        count: 4,
        people: [
          ['Leader', ['arrivalFlightNumber', 'departureFlightNumber']],
          ['Deputy', ['arrivalFlightNumber', 'departureFlightNumber']],
          ['A', ['departureFlightNumber']],
          ['B', ['arrivalFlightNumber', 'departureFlightNumber']],
        ],
      },
      // The guest has no departure time: only the arrival's number is asked for.
      { teamId: null, count: 1, people: [['Guest', ['arrivalFlightNumber']]] },
    ]);
  });

  it('asks for rooms only once the edition has hotel rooms', async () => {
    assert.deepEqual(await gapsOf('personWithoutRoom'), []);
    const before = await progress();
    const [hotel] = await db.insert(hotels).values({ contestId: contest!.id, name: 'Rila' }).returning();
    const [type] = await db.insert(roomTypes).values({ hotelId: hotel!.id, name: 'Double', capacity: 2, roomCount: 1 }).returning();
    const [room] = await db.insert(rooms).values({ roomTypeId: type!.id, number: '101', position: 1 }).returning();
    await db.insert(roomOccupants).values({ personId: ids.leader, roomId: room!.id });
    // A write through the api empties the cached answer; the rows above went straight to the database.
    app.publicCache.invalidate();
    assert.deepEqual(await gapsOf('personWithoutRoom'), [
      {
        teamId: delta.teamId,
        count: 3,
        people: [
          ['Deputy', ['room']],
          ['A', ['room']],
          ['B', ['room']],
        ],
      },
      { teamId: null, count: 1, people: [['Guest', ['room']]] },
    ]);
    const after = await progress();
    assert.deepEqual([after.done - before.done, after.total - before.total], [1, 5]);
  });

  it('asks for a diet answer: a consent without a diet is none', async () => {
    await db.insert(healthDetails).values([
      { personId: ids.leader, consentBy: 'Registrator', diet: 'vegan' },
      { personId: ids.deputy, consentBy: 'Registrator' },
      { personId: guest!.id, consentBy: 'Registrator', diet: 'none' },
    ]);
    app.publicCache.invalidate();
    assert.deepEqual(await gapsOf('personWithoutDiet'), [
      {
        teamId: delta.teamId,
        count: 3,
        people: [
          ['Deputy', ['diet']],
          ['A', ['diet']],
          ['B', ['diet']],
        ],
      },
    ]);
  });

  it("asks for each contestant's emergency contact, a blank name none", async () => {
    await db.insert(stayDetails).values([
      { personId: ids.a, emergencyContactName: 'Mum Delta', emergencyContactPhone: '+359888' },
      { personId: ids.b, emergencyContactName: ' ' },
    ]);
    app.publicCache.invalidate();
    assert.deepEqual(await gapsOf('contestantWithoutEmergencyContact'), [
      { teamId: delta.teamId, count: 1, people: [['B', ['emergencyContact']]] },
    ]);
  });
});
