import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { hotelsSchema, roomsSchema, STAY_MESSAGES, type Hotels } from '@olympiad/shared/schemas';
import { roomOccupants } from '../../../src/db/schema.js';
import { insertTeam } from '../../fixtures/teams.js';
import { buildTestApp, call, loginAdmin, routeOf } from '../../helper.js';

const app = await buildTestApp();
let admin: string;
before(async () => {
  admin = await loginAdmin(app);
});

const readHotels = async () => hotelsSchema.strict().parse((await call(app, 'readHotels', { token: admin })).json());
const readRooms = async () => roomsSchema.parse((await call(app, 'readRooms', { token: admin })).json());

/** Saves the hotel list as the Hotels form does: every hotel and type sent with its id once it has one. */
async function saveHotels(hotels: unknown[], version?: number) {
  const headers: Record<string, string> = version === undefined ? {} : { 'if-match': `"${version}"` };
  return call(app, 'saveHotels', { token: admin, body: { hotels }, headers });
}

const asInput = (hotels: Hotels['hotels']) =>
  hotels.map(({ id, name, address, roomTypes }) => ({
    id,
    name,
    address,
    roomTypes: roomTypes.map(({ id: typeId, name: typeName, capacity, count }) => ({ id: typeId, name: typeName, capacity, count })),
  }));

const numbersOf = async (hotelName: string) =>
  (await readRooms()).hotels.find((hotel) => hotel.name === hotelName)!.rooms.map((room) => `${room.roomType} ${room.number}`);

describe(routeOf('saveHotels'), () => {
  it('creates the list on its first save (If-Match "0") and makes each type’s rooms, numbered through the hotel', async () => {
    assert.deepEqual(await readHotels(), { version: 0, hotels: [] });
    const saved = await saveHotels(
      [
        {
          name: 'Hotel Park',
          address: '1 Park Street',
          roomTypes: [
            { name: 'Single', capacity: 1, count: 2 },
            { name: 'Double', capacity: 2, count: 3 },
          ],
        },
      ],
      0,
    );
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal(saved.headers.etag, '"1"');
    const hotels = hotelsSchema.strict().parse(saved.json());
    assert.equal(hotels.version, 1);
    assert.deepEqual(
      hotels.hotels[0]!.roomTypes.map(({ name, capacity, count, occupied }) => ({ name, capacity, count, occupied })),
      [
        { name: 'Single', capacity: 1, count: 2, occupied: 0 },
        { name: 'Double', capacity: 2, count: 3, occupied: 0 },
      ],
    );
    assert.deepEqual(await numbersOf('Hotel Park'), ['Single 1', 'Single 2', 'Double 3', 'Double 4', 'Double 5']);
  });

  it('answers 412 for a list changed meanwhile, and changes nothing', async () => {
    const stale = await saveHotels([], 0);
    assert.equal(stale.statusCode, 412);
    assert.equal((await readHotels()).hotels.length, 1);
  });

  it('adds rooms with the hotel’s next free numbers and removes them from the end', async () => {
    const current = await readHotels();
    const input = asInput(current.hotels);
    input[0]!.roomTypes[0]!.count = 3;
    input[0]!.roomTypes[1]!.count = 2;
    const saved = await saveHotels(input, current.version);
    assert.equal(saved.statusCode, 200, saved.body);
    assert.deepEqual(await numbersOf('Hotel Park'), ['Single 1', 'Single 2', 'Single 5', 'Double 3', 'Double 4']);
  });

  it('refuses with 409 to remove a room, a type or a hotel people sleep in, or to shrink a room below its occupants', async () => {
    const { teamId } = await insertTeam(app, { countryName: 'Hotelia', teamName: 'Hotelia' });
    const rooms = await readRooms();
    const double = rooms.hotels[0]!.rooms.find((room) => room.number === '4')!;
    const [first, second] = rooms.unallocated.filter((person) => person.teamName === 'Hotelia' && person.isMinor);
    await app.db.insert(roomOccupants).values([
      { personId: first!.personId, roomId: double.id },
      { personId: second!.personId, roomId: double.id },
    ]);
    assert.ok(teamId);
    const current = await readHotels();
    assert.equal(current.hotels[0]!.roomTypes[1]!.occupied, 2, 'occupied counts the beds taken');

    const fewer = asInput(current.hotels);
    fewer[0]!.roomTypes[1]!.count = 1;
    const removed = await saveHotels(fewer, current.version);
    assert.equal(removed.statusCode, 409);
    assert.equal(removed.json().detail, STAY_MESSAGES.occupiedRoomRemoved('4'));

    const withoutType = asInput(current.hotels);
    withoutType[0]!.roomTypes.splice(1, 1);
    assert.equal((await saveHotels(withoutType, current.version)).json().detail, STAY_MESSAGES.occupiedRoomRemoved('4'));
    assert.equal((await saveHotels([], current.version)).json().detail, STAY_MESSAGES.occupiedRoomRemoved('4'));

    const smaller = asInput(current.hotels);
    smaller[0]!.roomTypes[1]!.capacity = 1;
    const shrunk = await saveHotels(smaller, current.version);
    assert.equal(shrunk.statusCode, 409);
    assert.equal(shrunk.json().detail, STAY_MESSAGES.capacityBelowOccupants('4'));
    assert.deepEqual(await readHotels(), current, 'nothing changed');
  });

  it('keeps each hotel’s and type’s id and order, and answers 404 for an id of another list', async () => {
    const current = await readHotels();
    const input = [{ name: 'Hotel Lake', roomTypes: [{ name: 'Triple', capacity: 3, count: 1 }] }, ...asInput(current.hotels)];
    const saved = hotelsSchema.parse((await saveHotels(input, current.version)).json());
    assert.deepEqual(
      saved.hotels.map((hotel) => hotel.name),
      ['Hotel Lake', 'Hotel Park'],
    );
    assert.equal(saved.hotels[1]!.id, current.hotels[0]!.id);
    assert.deepEqual(await numbersOf('Hotel Lake'), ['Triple 1']);
    const foreign = await saveHotels([{ id: '11111111-1111-4111-8111-111111111111', name: 'Ghost', roomTypes: [] }]);
    assert.equal(foreign.statusCode, 404);
  });
});

describe(routeOf('renameRoom'), () => {
  it('gives a room the number on its door, unique in its hotel', async () => {
    const park = (await readRooms()).hotels.find((hotel) => hotel.name === 'Hotel Park')!;
    const renamed = await call(app, 'renameRoom', { token: admin, params: { id: park.rooms[0]!.id }, body: { number: '101' } });
    assert.equal(renamed.statusCode, 200, renamed.body);
    assert.equal(roomsSchema.parse(renamed.json()).hotels.find((hotel) => hotel.name === 'Hotel Park')!.rooms[0]!.number, '101');
    const twin = await call(app, 'renameRoom', { token: admin, params: { id: park.rooms[1]!.id }, body: { number: '101' } });
    assert.equal(twin.statusCode, 409);
    assert.equal(twin.json().detail, STAY_MESSAGES.roomNumberTaken('101'));
    const missing = await call(app, 'renameRoom', {
      token: admin,
      params: { id: '11111111-1111-4111-8111-111111111111' },
      body: { number: '7' },
    });
    assert.equal(missing.statusCode, 404);
  });
});

describe(routeOf('publishRooms'), () => {
  it('records who published the allocation and when, and takes it back', async () => {
    const before = await readHotels();
    const published = roomsSchema.parse((await call(app, 'publishRooms', { token: admin, body: { published: true } })).json());
    assert.ok(published.publishedAt && Date.now() - Date.parse(published.publishedAt) < 60_000);
    assert.ok(published.publishedBy);
    assert.equal((await readRooms()).publishedAt, published.publishedAt);
    const withdrawn = roomsSchema.parse((await call(app, 'publishRooms', { token: admin, body: { published: false } })).json());
    assert.equal(withdrawn.publishedAt, null);
    assert.equal(withdrawn.publishedBy, null);
    assert.equal((await readHotels()).version, before.version, 'publishing leaves the hotel list’s version alone');
  });
});
