import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { edition, MESSAGES, type Contest } from '@olympiad/shared/schemas';
import { buildTestApp, call, loginAdmin, routeOf } from '../helper.js';

// The event moved through Contest settings: the server's checks and the public read follow at once.
const app = await buildTestApp();
const token = await loginAdmin(app);

const readContest = async () => (await call(app, 'readContest', { query: { year: 2025 } })).json<Contest>();
const putContest = (id: string, body: unknown) => call(app, 'updateContest', { params: { id }, token, body });
/** The contest as PUT takes it (the specification's body), with `changes`. */
const bodyOf = ({ id, year, committees, venueTimeZone, hostCountry, minBirthDate, version, ...rest }: Contest, changes: object = {}) => ({
  ...rest,
  ...changes,
});

const committeePerson = (timeOfArrival: string, timeOfDeparture: string) =>
  call(app, 'createPerson', {
    token,
    body: {
      fullName: 'Prof_1 Moved',
      roles: ['COMMITTEE'],
      countryId: edition().hostCountry!.id,
      timeOfArrival,
      arrivalLocation: 'Other',
      timeOfDeparture,
      departureLocation: 'Other',
    },
  });

const seeded = await readContest();
const hostland = (await call(app, 'createCountry', { token, body: { name: 'Hostland' } })).json<{ id: string }>();

describe('the edition as data', () => {
  it("answers the seeded edition's settings in the public read", () => {
    assert.equal(seeded.venueTimeZone, 'Europe/Sofia');
    assert.deepEqual(seeded.hostCountry, { id: 'c0aa0000-0000-4000-8000-000000000001', name: 'Bulgaria' });
    assert.equal(seeded.minBirthDate, '2010-01-01');
  });

  it('refuses an arrival before the seeded first day with the specification’s message', async () => {
    const refused = await committeePerson('2025-08-27T10:00', '2025-09-02T10:00');
    assert.equal(refused.statusCode, 400);
    assert.deepEqual(refused.json().errors.timeOfArrival, ['Arrival cannot be before 08/28/2025!']);
  });

  it(`follows the dates, time zone and host country moved through ${routeOf('updateContest')}`, async () => {
    const moved = await putContest(
      seeded.id,
      bodyOf(seeded, {
        // 23:30 on 9 September in Lima is already 10 September in Sofia: the venue's day counts.
        startDate: '2025-09-09T23:30:00-05:00',
        endDate: '2025-09-15T18:00:00-05:00',
        venueTimeZone: 'America/Lima',
        hostCountryId: hostland.id,
        minBirthDate: '2011-01-01',
      }),
    );
    assert.equal(moved.statusCode, 200, moved.body);

    const refused = await committeePerson('2025-09-08T10:00', '2025-09-15T10:00');
    assert.equal(refused.statusCode, 400);
    assert.deepEqual(refused.json().errors.timeOfArrival, ['Arrival cannot be before 09/09/2025!']);
    assert.equal(refused.json().errors.timeOfArrival[0], MESSAGES.minArrivalDate);
    const early = await committeePerson('2025-09-09T10:00', '2025-09-14T10:00');
    assert.deepEqual(early.json().errors, { timeOfDeparture: ['Departure cannot be before 09/15/2025!'] });
    const accepted = await committeePerson('2025-09-09T10:00', '2025-09-15T10:00');
    assert.equal(accepted.statusCode, 201, accepted.body);
    // The specification's first day is now before the event.
    assert.equal((await committeePerson('2025-08-28T10:00', '2025-09-15T10:00')).statusCode, 400);

    const contest = await readContest();
    assert.equal(contest.venueTimeZone, 'America/Lima');
    assert.deepEqual(contest.hostCountry, { id: hostland.id, name: 'Hostland' });
    assert.equal(contest.minBirthDate, '2011-01-01');
  });

  it('keeps the stored settings when the body has none of them (the specification’s PUT)', async () => {
    const current = await readContest();
    assert.equal((await putContest(current.id, bodyOf(current, { shortName: 'IJOI moved' }))).statusCode, 200);
    const kept = await readContest();
    assert.equal(kept.shortName, 'IJOI moved');
    assert.deepEqual([kept.venueTimeZone, kept.hostCountry?.id, kept.minBirthDate], ['America/Lima', hostland.id, '2011-01-01']);
  });

  it('follows a rename of the host country in the read and the edition', async () => {
    const renamed = await call(app, 'updateCountry', { params: { id: hostland.id }, token, body: { id: hostland.id, name: 'Hostlandia' } });
    assert.equal(renamed.statusCode, 200, renamed.body);
    assert.equal((await readContest()).hostCountry?.name, 'Hostlandia');
    assert.equal(edition().hostCountry?.name, 'Hostlandia');
  });

  it('refuses a time zone the server does not know and a host country that does not exist', async () => {
    const current = await readContest();
    const zone = await putContest(current.id, bodyOf(current, { venueTimeZone: 'Mars/Olympus' }));
    assert.equal(zone.statusCode, 400);
    assert.deepEqual(zone.json().errors.venueTimeZone, [MESSAGES.timeZone]);
    const host = await putContest(current.id, bodyOf(current, { hostCountryId: '99999999-9999-4999-8999-999999999999' }));
    assert.equal(host.statusCode, 400);
    assert.deepEqual(host.json().errors.hostCountryId, ['There is no country with this id.']);
  });

  it('moves back to the seeded edition', async () => {
    const current = await readContest();
    const restored = await putContest(
      current.id,
      bodyOf(current, {
        startDate: seeded.startDate,
        endDate: seeded.endDate,
        venueTimeZone: seeded.venueTimeZone,
        hostCountryId: seeded.hostCountry!.id,
        minBirthDate: seeded.minBirthDate,
      }),
    );
    assert.equal(restored.statusCode, 200, restored.body);
    // A request waits for the edition the write moved (read again after the answer, on PostgreSQL).
    assert.equal((await committeePerson('2025-08-28T10:00', '2025-09-02T10:00')).statusCode, 201);
    assert.equal(MESSAGES.minArrivalDate, 'Arrival cannot be before 08/28/2025!');
  });
});
