import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { MIXED_ROOM_PROBLEM, roomsSchema, STAY_MESSAGES, type Rooms } from '@olympiad/shared/schemas';
import { eq, sql } from 'drizzle-orm';
import { healthDetails, stayDetails, users } from '../../../src/db/schema.js';
import { insertGuide } from '../../fixtures/guides.js';
import { insertGuest } from '../../fixtures/registration.js';
import { insertTeam } from '../../fixtures/teams.js';
import { ADMIN, buildTestApp, call, loginAdmin, routeOf, tokenFor } from '../../helper.js';

const app = await buildTestApp();
let admin: string;
const countries: string[] = [];
before(async () => {
  admin = await loginAdmin(app);
  // Many countries, teams of one to four, a senior team beside a junior one, guests.
  for (let index = 0; index < 12; index += 1) {
    const { countryId } = await insertTeam(app, { countryName: `Land ${index}`, teamName: `Land ${index}`, contestants: 1 + (index % 4) });
    countries.push(countryId);
    if (index % 3 === 0) await insertTeam(app, { countryId, teamName: `Land ${index} Senior`, group: 'Senior', contestants: 2 });
    if (index % 2 === 0) await insertGuest(app, countryId, `Guest of Land ${index}`);
  }
  const saved = await call(app, 'saveHotels', {
    token: admin,
    body: {
      hotels: [
        {
          name: 'Hotel North',
          roomTypes: [
            { name: 'Single', capacity: 1, count: 6 },
            { name: 'Double', capacity: 2, count: 14 },
          ],
        },
        {
          name: 'Hotel South',
          roomTypes: [
            { name: 'Triple', capacity: 3, count: 8 },
            { name: 'Quadruple', capacity: 4, count: 6 },
          ],
        },
      ],
    },
  });
  assert.equal(saved.statusCode, 200, saved.body);
});

const readRooms = async () => roomsSchema.strict().parse((await call(app, 'readRooms', { token: admin })).json());
const everyone = (rooms: Rooms) => [
  ...rooms.hotels.flatMap((hotel) => hotel.rooms.flatMap((room) => room.occupants)),
  ...rooms.unallocated,
];
const personNamed = async (fullName: string) => everyone(await readRooms()).find((person) => person.fullName === fullName)!;
const roomNumbered = async (number: string) =>
  (await readRooms()).hotels.flatMap((hotel) => hotel.rooms).find((room) => room.number === number)!;
const allocate = (personId: string, roomId: string | null, confirmMix = false) =>
  call(app, 'allocateRoom', { token: admin, params: { id: personId }, body: { roomId, confirmMix } });

describe(routeOf('readRooms'), () => {
  it('lists every delegation person without a room, contestants as minors, and never a guide', async () => {
    await insertGuide(app, { fullName: 'Gary Guide' });
    const rooms = await readRooms();
    assert.equal(rooms.hotels.flatMap((hotel) => hotel.rooms).length, 34);
    assert.ok(rooms.unallocated.length > 40);
    assert.ok(rooms.unallocated.every((person) => person.isMinor === (person.role === 'Contestant')));
    assert.ok(!rooms.unallocated.some((person) => person.fullName === 'Gary Guide'));
    assert.ok(rooms.unallocated.some((person) => person.role === 'Guest' && person.teamName === null));
  });
});

describe(routeOf('allocateRoom'), () => {
  it('puts a person in a room and takes them out again', async () => {
    const leader = await personNamed('Land 0 Leader');
    const room = await roomNumbered('1');
    const placed = roomsSchema.parse((await allocate(leader.personId, room.id)).json());
    assert.deepEqual(
      placed.hotels[0]!.rooms[0]!.occupants.map((person) => person.fullName),
      ['Land 0 Leader'],
    );
    const out = roomsSchema.parse((await allocate(leader.personId, null)).json());
    assert.ok(out.unallocated.some((person) => person.personId === leader.personId));
  });

  it('refuses a full room with 409', async () => {
    const single = await roomNumbered('2');
    assert.equal((await allocate((await personNamed('Land 1 Leader')).personId, single.id)).statusCode, 200);
    const full = await allocate((await personNamed('Land 1 Deputy')).personId, single.id);
    assert.equal(full.statusCode, 409);
    assert.equal(full.json().detail, STAY_MESSAGES.roomFull('2'));
  });

  it('asks to confirm a contestant with an adult or with another country’s contestant, and records who confirmed it', async () => {
    const double = await roomNumbered('8');
    const contestant = await personNamed('Land 2 Contestant A');
    assert.equal((await allocate(contestant.personId, double.id)).statusCode, 200);
    for (const other of ['Land 2 Leader', 'Land 3 Contestant A']) {
      const mixed = await allocate((await personNamed(other)).personId, double.id);
      assert.equal(mixed.statusCode, 409, other);
      assert.equal(mixed.json().type, MIXED_ROOM_PROBLEM);
      assert.equal(mixed.json().detail, STAY_MESSAGES.mixedRoom);
    }
    const leader = await personNamed('Land 2 Leader');
    const confirmed = roomsSchema.parse((await allocate(leader.personId, double.id, true)).json());
    const [stored] = await app.db.select({ name: users.name }).from(users).where(eq(users.email, ADMIN.email));
    const room = confirmed.hotels.flatMap((hotel) => hotel.rooms).find((candidate) => candidate.id === double.id)!;
    assert.equal(room.occupants.find((person) => person.personId === leader.personId)!.mixedBy, stored!.name || ADMIN.email);
    const history = await app.db.execute<{ label: string; operation: string; fields: { mixed_by: { new: unknown } } }>(
      sql`SELECT label, operation, fields FROM changes WHERE entity = 'roomOccupant' AND entity_id = ${leader.personId} ORDER BY id`,
    );
    assert.deepEqual(
      history.rows.map((row) => [row.label, row.operation, row.fields.mixed_by.new]),
      [['Land 2 Leader', 'create', stored!.name || ADMIN.email]],
      'the history records who confirmed the mixed room',
    );

    await allocate(leader.personId, null);
    const after = await roomNumbered('8');
    assert.deepEqual(
      after.occupants.map((person) => [person.fullName, person.mixedBy]),
      [['Land 2 Contestant A', null]],
    );
    const sameTeam = await allocate((await personNamed('Land 2 Contestant B')).personId, double.id);
    assert.equal(sameTeam.statusCode, 200, 'two contestants of one country need no confirmation');
  });

  it('answers 404 for someone outside the delegations and for a room of no hotel', async () => {
    const { personId } = await insertGuide(app, { fullName: 'Greta Guide' });
    assert.equal((await allocate(personId, (await roomNumbered('3')).id)).statusCode, 404);
    const leader = await personNamed('Land 4 Leader');
    assert.equal((await allocate(leader.personId, '11111111-1111-4111-8111-111111111111')).statusCode, 404);
  });
});

describe(routeOf('suggestRooms'), () => {
  it('places the unallocated team by team, honours requests, never mixes, and moves nobody placed by hand', async () => {
    const before = await readRooms();
    const placedByHand = new Map(
      before.hotels.flatMap((hotel) => hotel.rooms.flatMap((room) => room.occupants.map((person) => [person.personId, room.id] as const))),
    );
    const single = await personNamed('Land 5 Leader');
    const sharer = await personNamed('Guest of Land 6');
    const partner = await personNamed('Land 6 Deputy');
    await app.db.insert(stayDetails).values([
      { personId: single.personId, roomRequest: 'single' },
      { personId: sharer.personId, roomRequest: 'share', shareWithPersonId: partner.personId },
      // Asking to share with another country's contestant cannot be honoured: the rule wins.
      {
        personId: (await personNamed('Land 7 Contestant A')).personId,
        roomRequest: 'share',
        shareWithPersonId: (await personNamed('Land 8 Contestant A')).personId,
      },
    ]);

    const response = await call(app, 'suggestRooms', { token: admin });
    assert.equal(response.statusCode, 200, response.body);
    const rooms = roomsSchema.parse(response.json());
    const roomOf = new Map<string, string>();
    for (const room of rooms.hotels.flatMap((hotel) => hotel.rooms)) {
      assert.ok(room.occupants.length <= room.capacity, `room ${room.number} is not overfull`);
      const minors = room.occupants.filter((person) => person.isMinor);
      if (minors.length && !room.occupants.some((person) => person.mixedBy)) {
        assert.equal(minors.length, room.occupants.length, `room ${room.number} holds no adult with a contestant`);
        assert.equal(new Set(minors.map((person) => person.countryName)).size, 1, `room ${room.number} holds one country’s contestants`);
      }
      for (const person of room.occupants) roomOf.set(person.personId, room.id);
    }
    for (const [personId, roomId] of placedByHand) assert.equal(roomOf.get(personId), roomId, 'nobody placed by hand moved');
    const singleRoom = rooms.hotels.flatMap((hotel) => hotel.rooms).find((room) => room.id === roomOf.get(single.personId))!;
    assert.deepEqual(
      singleRoom.occupants.map((person) => person.personId),
      [single.personId],
    );
    assert.equal(roomOf.get(sharer.personId), roomOf.get(partner.personId));
    const team = everyone(rooms).filter((person) => person.teamName === 'Land 3' && person.isMinor);
    assert.equal(new Set(team.map((person) => roomOf.get(person.personId))).size, 1, 'a team of four shares a quadruple');
    assert.equal(rooms.unallocated.length, 0, 'there are beds for everyone');

    const again = roomsSchema.parse((await call(app, 'suggestRooms', { token: admin })).json());
    assert.deepEqual(again, rooms, 'a second suggestion has nobody left to place');
  });
});

describe(routeOf('downloadRoomingList'), () => {
  it('lists a hotel’s occupants with room, type, role, country, team and only the diet’s mark', async () => {
    const rooms = await readRooms();
    const north = rooms.hotels.find((hotel) => hotel.name === 'Hotel North')!;
    const contestant = north.rooms.flatMap((room) => room.occupants).find((person) => person.isMinor)!;
    await app.db.insert(healthDetails).values({
      personId: contestant.personId,
      consentBy: 'Registrator',
      diet: 'vegan',
      allergies: 'Peanuts',
      medicalNotes: 'Asthma',
    });
    const response = await call(app, 'downloadRoomingList', { token: admin, params: { hotelId: north.id } });
    assert.equal(response.statusCode, 200);
    assert.match(response.headers['content-type'] as string, /^text\/csv/);
    assert.equal(response.headers['content-disposition'], 'attachment; filename="rooming-list-hotel-north.csv"');
    const lines = response.body.trimEnd().split('\r\n');
    assert.equal(lines[0], 'Room,Type,Occupant,Role,Country,Team,Diet');
    assert.equal(lines.length - 1, north.rooms.flatMap((room) => room.occupants).length);
    const row = lines.find((line) => line.includes(contestant.fullName))!;
    const room = north.rooms.find((candidate) => candidate.occupants.some((person) => person.personId === contestant.personId))!;
    assert.equal(
      row,
      [room.number, room.roomType, contestant.fullName, 'Contestant', contestant.countryName, contestant.teamName, 'VG'].join(','),
    );
    assert.doesNotMatch(response.body, /Peanuts|Asthma|Vegan/);
    const other = await call(app, 'downloadRoomingList', { token: admin, params: { hotelId: '11111111-1111-4111-8111-111111111111' } });
    assert.equal(other.statusCode, 404);
  });
});

describe('access', () => {
  it('answers only Administrators', async () => {
    for (const role of ['TeamRegistrator', 'Guide'] as const) {
      const token = await tokenFor(app, role);
      assert.equal((await call(app, 'readRooms', { token })).statusCode, 403, role);
      assert.equal((await call(app, 'suggestRooms', { token })).statusCode, 403, role);
    }
  });
});
