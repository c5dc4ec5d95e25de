import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SPEC_EDITION, TRAVEL_FIELDS, transfersSchema, type Transfers } from '@olympiad/shared/schemas';
import { eq, inArray } from 'drizzle-orm';
import { contestants, contests, people, teams } from '../../src/db/schema.js';
import { insertGuide } from '../fixtures/guides.js';
import { insertTeam } from '../fixtures/teams.js';
import { buildTestApp, call, loginAdmin, routeOf, tokenFor, userIdOf } from '../helper.js';

const app = await buildTestApp();
const db = app.db;
const adminToken = await loginAdmin(app);
const NO_TRAVEL = Object.fromEntries(TRAVEL_FIELDS.map((field) => [field, null]));
const LH = { arrivalCarrier: 'Lufthansa', arrivalFlightNumber: 'LH 1234', arrivalTerminal: '2' };

// Alpha's team lands at 14:10 on LH 1234 with its leader, deputy and contestant A; contestant B,
// who does not travel with the leader, lands at 14:30 (the next half hour) on FB 437. Beta's team
// lands at 14:29 on the same flight and is guided by Gail. Alpha's guest Ann comes by train the
// next morning without its number, and Al has no time at all.
const alpha = await insertTeam(app, { countryName: 'Alpha', teamName: 'Alpha Juniors', contestants: 2 });
const beta = await insertTeam(app, { countryName: 'Beta', teamName: 'Beta Seniors', contestants: 1 });
const [contest] = await db.select({ id: contests.id }).from(contests).where(eq(contests.year, SPEC_EDITION.year));
const teamIds = [alpha.teamId, beta.teamId];
const memberIds = (
  await db
    .select({ id: people.id })
    .from(people)
    .where(inArray(people.countryId, [alpha.countryId, beta.countryId]))
).map((row) => row.id);
await db.update(people).set(NO_TRAVEL).where(inArray(people.id, memberIds));
await db.update(contestants).set({ hasPersonForContact: false }).where(inArray(contestants.teamId, teamIds));
const teamTravel = { arrivalLocation: 'Sofia Airport', departureLocation: 'Sofia Airport', timeOfDeparture: '2025-09-02 10:00:00', ...LH };
await db
  .update(teams)
  .set({ ...teamTravel, timeOfArrival: '2025-08-28 14:10:00' })
  .where(eq(teams.id, alpha.teamId));
await db
  .update(teams)
  .set({ ...teamTravel, timeOfArrival: '2025-08-28 14:29:00' })
  .where(eq(teams.id, beta.teamId));
const [bo] = await db.select({ id: people.id }).from(people).where(eq(people.fullName, 'Alpha Juniors Contestant B'));
await db
  .update(people)
  .set({ timeOfArrival: '2025-08-28 14:30:00', arrivalCarrier: 'Flybe', arrivalFlightNumber: 'FB 437', arrivalTerminal: null })
  .where(eq(people.id, bo!.id));
await db.update(contestants).set({ hasPersonForContact: true }).where(eq(contestants.personId, bo!.id));
const guest = { roles: ['GUEST'], countryId: alpha.countryId, contestId: contest!.id, arrivalLocation: 'Sofia Central Station' };
await db.insert(people).values([
  { ...guest, fullName: 'Ann Guest', timeOfArrival: '2025-08-29 09:00:00', arrivalCarrier: 'BDZ' },
  { ...guest, fullName: 'Al Guest' },
]);
const guideToken = await tokenFor(app, 'Guide');
await insertGuide(app, { fullName: 'Gail Guide', userId: userIdOf(guideToken), teamIds: [beta.teamId] });

const readTransfers = async (token: string, query: Record<string, string> = {}) => {
  const response = await call(app, 'readTransfers', { token, query });
  assert.equal(response.statusCode, 200, response.body);
  return transfersSchema.parse(response.json());
};
const slotsAt = (transfers: Transfers, date: string, location: string) =>
  transfers.days.find((day) => day.date === date)?.locations.find((place) => place.location === location)?.slots ?? [];

describe(routeOf('readTransfers'), () => {
  it('groups the arrivals per day, location and half hour, with flights and teams', async () => {
    const transfers = await readTransfers(adminToken);
    assert.equal(transfers.direction, 'arrival');
    assert.equal(transfers.slotMinutes, 30);
    assert.deepEqual(
      transfers.days.map((day) => [day.date, day.locations.map((place) => [place.location, place.count])]),
      [
        ['2025-08-28', [['Sofia Airport', 7]]],
        ['2025-08-29', [['Sofia Central Station', 1]]],
      ],
    );
    const [early, late] = slotsAt(transfers, '2025-08-28', 'Sofia Airport');
    // 14:29 is in the 14:00 slot, 14:30 opens the next one.
    assert.deepEqual([early!.start, early!.end, early!.count], ['2025-08-28T14:00', '2025-08-28T14:30', 6]);
    assert.deepEqual(early!.flights, [{ carrier: 'Lufthansa', flightNumber: 'LH 1234', terminal: '2', count: 6 }]);
    assert.deepEqual(
      early!.groups.map((group) => [
        group.teamName,
        group.countryName,
        group.leaderPhone,
        group.guidedByMe,
        group.people.map((person) => person.role),
      ]),
      [
        ['Alpha Juniors', 'Alpha', '+359888123456', false, ['Leader', 'Deputy leader', 'Contestant']],
        ['Beta Seniors', 'Beta', '+359888123456', false, ['Leader', 'Deputy leader', 'Contestant']],
      ],
    );
    assert.deepEqual([late!.start, late!.count, late!.flights[0]?.flightNumber], ['2025-08-28T14:30', 1, 'FB 437']);
    assert.deepEqual(
      late!.groups[0]?.people.map((person) => person.fullName),
      ['Alpha Juniors Contestant B'],
    );
    const [train] = slotsAt(transfers, '2025-08-29', 'Sofia Central Station');
    assert.deepEqual(
      train!.groups.map((group) => [group.teamId, group.teamName, group.countryName]),
      [[null, null, 'Alpha']],
    );
  });

  it('puts a whole hour in one slot when asked, and reads the departures apart', async () => {
    const hourly = await readTransfers(adminToken, { slotMinutes: '60' });
    assert.deepEqual(
      slotsAt(hourly, '2025-08-28', 'Sofia Airport').map((slot) => [slot.start, slot.end, slot.count]),
      [['2025-08-28T14:00', '2025-08-28T15:00', 7]],
    );
    const departures = await readTransfers(adminToken, { direction: 'departure' });
    assert.deepEqual(
      slotsAt(departures, '2025-09-02', 'Sofia Airport').map((slot) => [slot.start, slot.count, slot.flights]),
      [['2025-09-02T10:00', 7, [{ carrier: null, flightNumber: null, terminal: null, count: 7 }]]],
    );
    const bad = await call(app, 'readTransfers', { token: adminToken, query: { slotMinutes: '45' } });
    assert.equal(bad.statusCode, 400);
  });

  it('lists whoever lacks the time, the location or the number', async () => {
    const transfers = await readTransfers(adminToken);
    assert.deepEqual(
      transfers.incomplete.map((person) => [person.fullName, person.teamName, person.missing]),
      [
        ['Al Guest', null, ['time', 'flightNumber']],
        ['Ann Guest', null, ['flightNumber']],
      ],
    );
  });

  it("marks the calling guide's teams", async () => {
    const transfers = await readTransfers(guideToken);
    const [early] = slotsAt(transfers, '2025-08-28', 'Sofia Airport');
    assert.deepEqual(
      early!.groups.map((group) => [group.teamName, group.guidedByMe]),
      [
        ['Alpha Juniors', false],
        ['Beta Seniors', true],
      ],
    );
  });

  it('answers 304 to a matching ETag until a write changes the manifest', async () => {
    const first = await call(app, 'readTransfers', { token: adminToken });
    const etag = String(first.headers.etag);
    const again = await call(app, 'readTransfers', { token: adminToken, headers: { 'if-none-match': etag } });
    assert.equal(again.statusCode, 304);
    const arrival = { teamId: beta.teamId, ...teamTravel, timeOfArrival: '2025-08-28T15:05', timeOfDeparture: '2025-09-02T10:00' };
    const moved = await call(app, 'editTeamArrival', { token: adminToken, body: arrival });
    assert.equal(moved.statusCode, 200, moved.body);
    const after = await call(app, 'readTransfers', { token: adminToken, headers: { 'if-none-match': etag } });
    assert.equal(after.statusCode, 200);
    const slots = slotsAt(transfersSchema.parse(after.json()), '2025-08-28', 'Sofia Airport');
    assert.deepEqual(
      slots.map((slot) => [slot.start, slot.count]),
      [
        ['2025-08-28T14:00', 3],
        ['2025-08-28T14:30', 1],
        ['2025-08-28T15:00', 3],
      ],
    );
  });

  it('refuses a registrator with 403', async () => {
    const token = await tokenFor(app, 'TeamRegistrator', alpha.countryId);
    assert.equal((await call(app, 'readTransfers', { token })).statusCode, 403);
    assert.equal((await call(app, 'downloadTransfers', { token })).statusCode, 403);
  });
});

describe(routeOf('downloadTransfers'), () => {
  it('writes one row a person in the manifest order, whoever has no time last', async () => {
    const response = await call(app, 'downloadTransfers', { token: guideToken });
    assert.equal(response.statusCode, 200, response.body);
    assert.match(String(response.headers['content-type']), /^text\/csv/);
    assert.match(String(response.headers['content-disposition']), /transfers-arrival-2025\.csv/);
    const lines = response.body.trimEnd().split('\r\n');
    assert.equal(lines[0], 'day,location,slot,carrier,flight,terminal,team,country,name,role,leaderPhone');
    assert.equal(lines.length, 1 + 9);
    assert.equal(
      lines[1],
      "2025-08-28,Sofia Airport,14:00–14:30,Lufthansa,LH 1234,2,Alpha Juniors,Alpha,Alpha Juniors Leader,Leader,'+359888123456",
    );
    assert.equal(lines.at(-1), ',Sofia Central Station,,,,,,Alpha,Al Guest,Guest,');
  });
});
