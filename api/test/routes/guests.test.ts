import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { SPEC_EDITION, personSchema, type Person, type Team } from '@olympiad/shared/schemas';
import { eq } from 'drizzle-orm';
import { people } from '../../src/db/schema.js';
import { guestPayload, PICTURE, teamPayload } from '../fixtures/payloads.js';
import { freshCountry, insertGuest, rowCounts } from '../fixtures/registration.js';
import { insertTeam } from '../fixtures/teams.js';
import { pictureOf, pictureAddress } from '../harness/picture-address.js';
import { buildTestApp, call, loginAdmin, routeOf } from '../helper.js';
import { setWindow } from '../policy/world.js';

const app = await buildTestApp();
const adminToken = await loginAdmin(app);
let other: { countryId: string; teamId: string };
let own: { countryId: string; token: string };
before(async () => {
  other = await insertTeam(app, { countryName: 'Otherland', teamName: 'Other Team' });
  own = await freshCountry(app);
  await setWindow(app, 'open');
});

const postPerson = (token: string, body: unknown) => call(app, 'createPerson', { token, body });
const putPerson = (token: string, id: string, body: unknown) => call(app, 'updatePerson', { params: { id }, token, body });
const deletePerson = (token: string, id: string) => call(app, 'deletePerson', { params: { id }, token });
const personRow = async (id: string) => (await app.db.select().from(people).where(eq(people.id, id)))[0];

describe(`${routeOf('createPerson')} (Add Guest)`, () => {
  it("registers a guest in the registrator's own country and the current contest", async () => {
    const response = await postPerson(own.token, guestPayload(undefined, { picture: PICTURE }));
    assert.equal(response.statusCode, 201, response.body);
    const guest = personSchema.parse(response.json());
    assert.deepEqual(guest.roles, ['GUEST']);
    assert.equal(guest.countryId, own.countryId);
    assert.ok(guest.contestId);
    assert.equal(guest.timeOfArrival, '2025-08-28T14:30:00');
    assert.match(guest.picturePath ?? '', pictureAddress());
  });

  it('refuses another country and any role but GUEST with 403, and writes nothing', async () => {
    const counts = await rowCounts(app);
    assert.equal((await postPerson(own.token, guestPayload(other.countryId))).statusCode, 403);
    for (const roles of [['LEADER'], ['GUEST', 'COMMITTEE'], ['CONTESTANT']]) {
      assert.equal((await postPerson(own.token, guestPayload(undefined, { roles }))).statusCode, 403, roles.join());
    }
    assert.deepEqual(await rowCounts(app), counts);
  });

  it('answers 400 with the field', async () => {
    const response = await postPerson(
      own.token,
      guestPayload(undefined, { fullName: 'Guest 2', timeOfArrival: '', departureLocation: '' }),
    );
    assert.equal(response.statusCode, 400);
    const { errors } = response.json();
    for (const field of ['fullName', 'timeOfArrival', 'departureLocation']) assert.ok(errors[field], field);
  });

  it('stays open through the edit window and closes after it; Administrators are always allowed', async () => {
    await setWindow(app, 'edit');
    assert.equal((await postPerson(own.token, guestPayload(undefined))).statusCode, 201);
    await setWindow(app, 'closed');
    const closed = await postPerson(own.token, guestPayload(undefined));
    assert.equal(closed.statusCode, 409);
    assert.match(closed.json().detail, /guests can no longer be added/);
    assert.equal((await postPerson(adminToken, guestPayload(own.countryId))).statusCode, 201);
    await setWindow(app, 'open');
  });

  it('lets an Administrator add a committee person', async () => {
    const response = await postPerson(adminToken, {
      fullName: 'Prof_1 Ivanov',
      roles: ['COMMITTEE'],
      countryId: SPEC_EDITION.hostCountry!.id,
      arrivalLocation: 'Other',
      departureLocation: 'Other',
    });
    assert.equal(response.statusCode, 201, response.body);
    assert.deepEqual(response.json<Person>().roles, ['COMMITTEE']);
  });
});

describe(`${routeOf('readPeopleOfCountry')} and ${routeOf('readPeople')}`, () => {
  it("lists the country's guests only, to its registrator and Administrators", async () => {
    const { countryId, token } = await freshCountry(app);
    await insertGuest(app, countryId, 'Zed Guest');
    await insertGuest(app, countryId, 'Amy Guest');
    await insertGuest(app, other.countryId, 'Foreign Guest');
    const response = await call(app, 'readPeopleOfCountry', { params: { role: 'GUEST', x: countryId }, token });
    assert.equal(response.statusCode, 200);
    const guests = response.json<Person[]>().map((guest) => personSchema.parse(guest));
    assert.deepEqual(
      guests.map((guest) => guest.fullName),
      ['Amy Guest', 'Zed Guest'],
    );
    assert.equal(guests[0]?.timeOfArrival, '2025-08-28T12:00:00');
    assert.equal((await call(app, 'readPeopleOfCountry', { params: { role: 'GUEST', x: other.countryId }, token })).statusCode, 403);
    assert.equal(
      (await call(app, 'readPeopleOfCountry', { params: { role: 'GUEST', x: other.countryId }, token: adminToken })).statusCode,
      200,
    );
    const ofContest = await call(app, 'readPeopleOfCountry', {
      params: { role: 'GUEST', x: countryId },
      query: { contestId: guests[0]!.contestId! },
      token,
    });
    assert.equal(ofContest.json<Person[]>().length, 2);
    const none = await call(app, 'readPeopleOfCountry', {
      params: { role: 'GUEST', x: countryId },
      query: { contestId: '11111111-1111-4111-8111-111111111111' },
      token,
    });
    assert.deepEqual(none.json(), []);
  });

  it('lists every person to Administrators only', async () => {
    const response = await call(app, 'readPeople', { token: adminToken });
    assert.equal(response.statusCode, 200);
    assert.ok(response.json<Person[]>().some((person) => person.fullName === 'Foreign Guest'));
    assert.equal((await call(app, 'readPeople', { token: own.token })).statusCode, 403);
  });
});

describe(`${routeOf('updatePerson')} (Edit Guest)`, () => {
  it("changes the registrator's own guest and keeps the picture when none is sent", async () => {
    const created = (await postPerson(own.token, guestPayload(undefined, { picture: PICTURE }))).json<Person>();
    const response = await putPerson(
      own.token,
      created.id,
      guestPayload(undefined, { fullName: 'Renamed Guest', arrivalLocation: 'Other' }),
    );
    assert.equal(response.statusCode, 200, response.body);
    const guest = response.json<Person>();
    assert.equal(guest.fullName, 'Renamed Guest');
    assert.equal(guest.arrivalLocation, 'Other');
    // The same picture: its signed address may be minted in the next hour, with another expiry.
    assert.equal(pictureOf(guest.picturePath), pictureOf(created.picturePath));
    assert.equal(guest.countryId, own.countryId);
  });

  it("refuses another country's guest, a person who is not a guest, and a change of role, with 403", async () => {
    const theirs = await insertGuest(app, other.countryId, 'Their Guest');
    assert.equal((await putPerson(own.token, theirs, guestPayload(undefined, { fullName: 'Taken Over' }))).statusCode, 403);
    assert.equal((await personRow(theirs))?.fullName, 'Their Guest');
    const { countryId, token } = await freshCountry(app);
    const leaderPerson = (await call(app, 'createTeam', { token, body: teamPayload() })).json<Team>().leader!.personId;
    assert.equal((await putPerson(token, leaderPerson, guestPayload(undefined))).statusCode, 403);
    const mine = await insertGuest(app, countryId, 'My Guest');
    assert.equal((await putPerson(token, mine, guestPayload(undefined, { roles: ['LEADER'] }))).statusCode, 403);
    assert.equal((await putPerson(token, mine, guestPayload(other.countryId))).statusCode, 403);
    assert.deepEqual((await personRow(mine))?.roles, ['GUEST']);
    assert.equal((await personRow(mine))?.countryId, countryId);
  });

  it('answers 400 with the field, and for an unknown role or id in the path', async () => {
    const guest = await insertGuest(app, own.countryId, 'Valid Guest');
    const response = await putPerson(
      own.token,
      guest,
      guestPayload(undefined, { fullName: 'Bad  Spaces', timeOfDeparture: '2025-08-01T10:00' }),
    );
    assert.equal(response.statusCode, 400);
    assert.ok(response.json().errors.fullName);
    assert.ok(response.json().errors.timeOfDeparture);
    assert.equal((await personRow(guest))?.fullName, 'Valid Guest');
    assert.equal((await putPerson(own.token, 'not-an-id', guestPayload(undefined))).statusCode, 400);
    assert.equal(
      (await call(app, 'readPeopleOfCountry', { params: { role: 'NOBODY', x: own.countryId }, token: own.token })).statusCode,
      400,
    );
  });

  it('follows the guest window; Administrators are always allowed', async () => {
    const guest = await insertGuest(app, own.countryId, 'Window Guest');
    await setWindow(app, 'edit');
    assert.equal((await putPerson(own.token, guest, guestPayload(undefined, { fullName: 'Edit Window' }))).statusCode, 200);
    await setWindow(app, 'closed');
    assert.equal((await putPerson(own.token, guest, guestPayload(undefined, { fullName: 'Too Late' }))).statusCode, 409);
    assert.equal((await putPerson(adminToken, guest, guestPayload(own.countryId, { fullName: 'Admin Edit' }))).statusCode, 200);
    assert.equal((await personRow(guest))?.fullName, 'Admin Edit');
    await setWindow(app, 'open');
  });
});

describe(routeOf('deletePerson'), () => {
  it("deletes the registrator's own guest; another country's guest or a contestant is a 403", async () => {
    const guest = await insertGuest(app, own.countryId, 'Leaving Guest');
    assert.equal((await deletePerson(own.token, guest)).statusCode, 204);
    assert.equal(await personRow(guest), undefined);
    const theirs = await insertGuest(app, other.countryId);
    assert.equal((await deletePerson(own.token, theirs)).statusCode, 403);
    assert.ok(await personRow(theirs));
    const contestant = (await call(app, 'readCountryTeams', { params: { countryId: other.countryId }, token: adminToken })).json<
      Team[]
    >()[0]!.contestants[0]!;
    const sameCountry = await freshCountry(app);
    assert.equal((await deletePerson(sameCountry.token, contestant.personId)).statusCode, 403);
    // Not even an Administrator removes a contestant this way: Edit Team keeps the 1–4 bounds.
    assert.equal((await deletePerson(adminToken, contestant.personId)).statusCode, 409);
    assert.ok(await personRow(contestant.personId));
  });

  it('follows the guest window; Administrators are always allowed', async () => {
    const guest = await insertGuest(app, own.countryId);
    await setWindow(app, 'edit');
    const early = await insertGuest(app, own.countryId);
    assert.equal((await deletePerson(own.token, early)).statusCode, 204);
    await setWindow(app, 'closed');
    assert.equal((await deletePerson(own.token, guest)).statusCode, 409);
    assert.equal((await deletePerson(adminToken, guest)).statusCode, 204);
    await setWindow(app, 'open');
  });
});
