import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { EMPTY_ID, personDataSchema, type PersonData } from '@olympiad/shared/schemas';
import { eq } from 'drizzle-orm';
import { contestants, contests, hotels, images, people, roomOccupants, rooms, roomTypes, users } from '../../src/db/schema.js';
import { insertGuide } from '../fixtures/guides.js';
import { contestantFields, PICTURE, personFields, teamPayload } from '../fixtures/payloads.js';
import { freshCountry } from '../fixtures/registration.js';
import { allKeys, buildTestApp, call, loginAdmin, tokenFor, userIdOf, routeOf } from '../helper.js';

const app = await buildTestApp();
const admin = await loginAdmin(app);

const exportOf = (personId: string, token: string | undefined = admin) =>
  call(app, 'exportPersonData', { params: { id: personId }, token });

async function dataOf(personId: string): Promise<PersonData> {
  const response = await exportOf(personId);
  assert.equal(response.statusCode, 200, response.body);
  return personDataSchema.parse(response.json());
}

let registrator: string;
let teamId: string;
let ana: { id: string; pictureId: string };
let leaderId: string;

before(async () => {
  const country = await freshCountry(app);
  registrator = country.token;
  const contestant = contestantFields('Ana Lopez', {
    contestantPerson: personFields('Ana Lopez', { picture: PICTURE }),
    hasPersonForContact: true,
    personForContactName: 'Maria Lopez',
    personForContactPhoneNumber: '+56911112222',
  });
  const created = await call(app, 'createTeam', {
    token: registrator,
    body: teamPayload({ name: 'Team Data', contestants: [{ personId: EMPTY_ID, contestant: { teamId: EMPTY_ID, ...contestant } }] }),
  });
  assert.equal(created.statusCode, 201, created.body);
  const [team] = (await call(app, 'readCountryTeams', { params: { countryId: country.countryId }, token: registrator })).json<
    Array<{ id: string; leader: { personId: string }; contestants: Array<{ personId: string }> }>
  >();
  teamId = team!.id;
  leaderId = team!.leader.personId;
  const [row] = await app.db
    .select({ id: people.id, pictureId: people.pictureId })
    .from(people)
    .where(eq(people.id, team!.contestants[0]!.personId));
  ana = { id: row!.id, pictureId: row!.pictureId! };
  // Credentials as the import leaves them; the password must never be exported.
  await app.db
    .update(contestants)
    .set({ contestUsername: 'ana-lopez-01', contestPassword: 'never-exported-9' })
    .where(eq(contestants.personId, ana.id));
  const consent = await call(app, 'recordPublicConsent', { params: { id: ana.id }, token: admin, body: { photo: false, name: true } });
  assert.equal(consent.statusCode, 200, consent.body);
});

describe(`${routeOf('exportPersonData')}: a subject-access export`, () => {
  it('is for Administrators only', async () => {
    assert.equal((await call(app, 'exportPersonData', { params: { id: ana.id } })).statusCode, 401);
    assert.equal((await exportOf(ana.id, registrator)).statusCode, 403);
    assert.equal((await exportOf(ana.id, await tokenFor(app, 'Guide'))).statusCode, 403);
  });

  it('answers 404 problem details for an unknown person', async () => {
    const response = await exportOf('00000000-0000-4000-8000-000000000001');
    assert.equal(response.statusCode, 404);
    assert.match(String(response.headers['content-type']), /application\/problem\+json/);
    assert.equal(response.json<{ status: number }>().status, 404);
  });

  it('is an attachment named after the person, never cached', async () => {
    const response = await exportOf(ana.id);
    assert.equal(response.headers['content-disposition'], 'attachment; filename="person-ana-lopez.json"');
    assert.equal(response.headers['cache-control'], 'no-store');
    assert.match(String(response.headers['content-type']), /application\/json/);
  });

  it('holds everything about a contestant: person, consent, picture, contestant record and history, no contest password', async () => {
    const data = await dataOf(ana.id);
    assert.equal(data.person.fullName, 'Ana Lopez');
    assert.deepEqual(data.person.roles, ['CONTESTANT']);
    assert.deepEqual(data.person.publicConsent, { photo: false, name: true });
    assert.equal(data.person.timeOfArrival, '2025-08-28T14:30:00');
    const [stored] = await app.db.select().from(images).where(eq(images.id, ana.pictureId));
    assert.deepEqual(data.picture, { contentType: stored!.contentType, base64: stored!.data.toString('base64') });
    assert.deepEqual(data.contestant, {
      team: 'Team Data',
      contestantGroup: 'Junior',
      isOfficial: true,
      dateOfBirth: '2011-05-05',
      operatingSystem: 'Linux',
      personForContact: { name: 'Maria Lopez', phoneNumber: '+56911112222' },
      seatingPlaceDay1: null,
      seatingPlaceDay2: null,
      contestUsername: 'ana-lopez-01',
    });
    assert.equal(data.leader, null);
    assert.equal(data.guide, null);
    assert.deepEqual(data.committees, []);

    const changes = data.history.map((entry) => `${entry.entity} ${entry.operation} ${entry.call}`);
    assert.deepEqual(changes, [
      `person create ${routeOf('createTeam')}`,
      `contestant create ${routeOf('createTeam')}`,
      `person update ${routeOf('recordPublicConsent')}`,
    ]);
    assert.ok(data.history.every((entry) => entry.label === 'Ana Lopez'));
    const consent = data.history[2]!;
    assert.deepEqual(
      consent.fields.map(({ field }) => field),
      ['namePublic', 'photoPublic'],
    );

    const body = JSON.stringify(data);
    assert.ok(!body.includes('never-exported-9'), 'the contest password is not exported');
    assert.ok(!allKeys(data).has('contestPassword'));
  });

  it('holds a leader’s e-mail, phone and team', async () => {
    const data = await dataOf(leaderId);
    assert.deepEqual(data.leader, { team: 'Team Data', isDeputy: false, email: 'ivan@example.com', phoneNumber: '+359888111222' });
    assert.equal(data.contestant, null);
    assert.deepEqual(data.person.roles, ['LEADER']);
    assert.deepEqual(
      data.history.map((entry) => entry.entity),
      ['person', 'leader'],
    );
  });

  it('holds a delegation person’s stay, health notes with their consent, and their room, published or not', async () => {
    const stay = await call(app, 'saveStayDetails', {
      params: { id: leaderId },
      token: registrator,
      body: {
        roomRequest: 'share',
        shareWithPersonId: ana.id,
        emergencyContactName: 'Olga Petrova',
        emergencyContactRelation: 'Wife',
        emergencyContactPhone: '+359888999000',
      },
    });
    assert.equal(stay.statusCode, 200, stay.body);
    const health = await call(app, 'saveHealthDetails', {
      params: { id: leaderId },
      token: registrator,
      body: { consent: true, diet: 'halal', allergies: 'Peanuts', medicalNotes: 'Asthma' },
    });
    assert.equal(health.statusCode, 200, health.body);
    const [contest] = await app.db.select({ id: contests.id }).from(contests);
    const [hotel] = await app.db.insert(hotels).values({ contestId: contest!.id, name: 'Hotel Data', address: 'Sofia' }).returning();
    const [type] = await app.db.insert(roomTypes).values({ hotelId: hotel!.id, name: 'Single', capacity: 1, roomCount: 1 }).returning();
    const [room] = await app.db.insert(rooms).values({ roomTypeId: type!.id, number: '7', position: 1 }).returning();
    await app.db.insert(roomOccupants).values({ personId: leaderId, roomId: room!.id });

    const data = await dataOf(leaderId);
    assert.deepEqual(data.stay, {
      roomRequest: 'share',
      shareWith: 'Ana Lopez',
      emergencyContact: { name: 'Olga Petrova', relation: 'Wife', phone: '+359888999000' },
    });
    const { consentAt, ...notes } = data.health!;
    assert.ok(!Number.isNaN(Date.parse(consentAt)));
    assert.deepEqual(notes, { consentBy: 'TeamRegistrator', diet: 'halal', dietOther: null, allergies: 'Peanuts', medicalNotes: 'Asthma' });
    assert.deepEqual(data.room, { hotelName: 'Hotel Data', hotelAddress: 'Sofia', roomNumber: '7', roomType: 'Single' });
    assert.deepEqual(
      data.history.map((entry) => entry.entity),
      ['person', 'leader', 'stayDetails', 'healthDetails'],
    );
  });

  it('holds a guide’s teams, school and account e-mail, and the history of their account and assignments', async () => {
    const guideToken = await tokenFor(app, 'Guide');
    const userId = userIdOf(guideToken);
    const { personId, guideId } = await insertGuide(app, { fullName: 'Gordana Guide', userId });
    const assigned = await call(app, 'assignGuideTeams', { params: { guideId }, token: admin, body: [{ id: teamId }] });
    assert.ok(assigned.statusCode < 300, assigned.body);
    const [user] = await app.db.select({ email: users.email }).from(users).where(eq(users.id, userId));

    const data = await dataOf(personId);
    assert.deepEqual(data.guide, {
      phoneNumber: '+359 888 111 222',
      schoolName: 'Math High School',
      classDesignator: '11B',
      teams: ['Team Data'],
      accountEmail: user!.email,
    });
    assert.deepEqual(data.person.roles, ['GUIDE']);
    assert.deepEqual(
      data.history.map((entry) => `${entry.entity} ${entry.operation}`),
      ['user create', 'guideTeam create'],
    );
  });

  it('names the file by the id when nothing of the name is ASCII', async () => {
    await app.db.update(people).set({ fullName: 'Анна Иванова' }).where(eq(people.id, leaderId));
    const response = await exportOf(leaderId);
    assert.equal(response.headers['content-disposition'], `attachment; filename="person-${leaderId}.json"`);
    assert.equal(response.json<PersonData>().person.fullName, 'Анна Иванова');
  });
});
