import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { CHANGED_MEANWHILE, STAY_MESSAGES, type DelegationStay, type GuidedStay, type StayPerson } from '@olympiad/shared/schemas';
import { eq, inArray, sql } from 'drizzle-orm';
import { contests, healthDetails, hotels, roomOccupants, rooms, roomTypes, staySettings } from '../../src/db/schema.js';
import { insertGuide } from '../fixtures/guides.js';
import { insertGuest } from '../fixtures/registration.js';
import { insertTeam } from '../fixtures/teams.js';
import { setWindow } from '../policy/world.js';
import { buildTestApp, call, loginAdmin, tokenFor, userIdOf } from '../helper.js';

const app = await buildTestApp();
let admin: string;
let registrator: string;
let otherRegistrator: string;
let guide: string;
let otherGuide: string;
let guideId: string;
let country: { countryId: string; teamId: string };
let other: { countryId: string; teamId: string };

/** What no read but the stay calls (and the subject-access export, an Administrator's backup) may ever show. */
const SECRET = {
  allergies: 'Peanuts (SECRET-ALLERGY)',
  medicalNotes: 'Asthma, inhaler (SECRET-MEDICAL)',
  emergencyContactName: 'Mara SECRET-CONTACT',
  emergencyContactPhone: '+359 777 123 456',
};
const SECRETS = /SECRET-|359777123456|777 123 456/;

async function delegation(token = registrator, countryId = country.countryId): Promise<DelegationStay> {
  const answer = await call(app, 'readDelegationStay', { params: { countryId }, token });
  assert.equal(answer.statusCode, 200, answer.body);
  return answer.json<DelegationStay>();
}

async function personNamed(name: string, countryId = country.countryId): Promise<StayPerson> {
  const person = (await delegation(admin, countryId)).people.find((each) => each.fullName === name);
  assert.ok(person, name);
  return person;
}

const saveStay = (personId: string, body: object, token = registrator, headers?: Record<string, string>) =>
  call(app, 'saveStayDetails', { params: { id: personId }, token, body, ...(headers && { headers }) });

const saveHealth = (personId: string, body: object, token = registrator, headers?: Record<string, string>) =>
  call(app, 'saveHealthDetails', { params: { id: personId }, token, body, ...(headers && { headers }) });

/** The history entries of a kind of record, of one person when given. */
async function changesOf(entity: string, personId?: string) {
  const { rows } = await app.db.execute<{ label: string; country_id: string; fields: Record<string, unknown> }>(
    sql`SELECT label, country_id, fields FROM changes WHERE entity = ${entity} AND (${personId ?? null}::text IS NULL OR entity_id = ${personId ?? null})`,
  );
  return rows;
}

const CONTACT = {
  emergencyContactName: SECRET.emergencyContactName,
  emergencyContactRelation: 'Mother',
  emergencyContactPhone: SECRET.emergencyContactPhone,
};
const HEALTH = { consent: true, diet: 'vegan', allergies: SECRET.allergies, medicalNotes: SECRET.medicalNotes };

before(async () => {
  admin = await loginAdmin(app);
  country = await insertTeam(app, { countryName: 'Stayland', teamName: 'Stayland', contestants: 2 });
  other = await insertTeam(app, { countryName: 'Farland', teamName: 'Farland', contestants: 1 });
  await insertGuest(app, country.countryId, 'Gina Guest');
  registrator = await tokenFor(app, 'TeamRegistrator', country.countryId);
  otherRegistrator = await tokenFor(app, 'TeamRegistrator', other.countryId);
  guide = await tokenFor(app, 'Guide');
  otherGuide = await tokenFor(app, 'Guide');
  guideId = (await insertGuide(app, { fullName: 'Gordon Guide', userId: userIdOf(guide), teamIds: [country.teamId] })).guideId;
  await insertGuide(app, { fullName: 'Olga Guide', userId: userIdOf(otherGuide), teamIds: [other.teamId] });
});

describe('the delegation stay', () => {
  it("lists the country's delegation, leaders first and guests last, with nothing saved yet", async () => {
    const stay = await delegation();
    assert.equal(stay.roomsPublished, false);
    assert.deepEqual(
      stay.people.map((person) => [person.fullName, person.role, person.teamName]),
      [
        ['Stayland Leader', 'Leader', 'Stayland'],
        ['Stayland Deputy', 'Deputy leader', 'Stayland'],
        ['Stayland Contestant A', 'Contestant', 'Stayland'],
        ['Stayland Contestant B', 'Contestant', 'Stayland'],
        ['Gina Guest', 'Guest', null],
      ],
    );
    const [leader] = stay.people;
    assert.deepEqual(
      { ...leader, personId: undefined, teamId: undefined },
      {
        personId: undefined,
        fullName: 'Stayland Leader',
        role: 'Leader',
        teamId: undefined,
        teamName: 'Stayland',
        roomRequest: 'none',
        shareWithPersonId: null,
        emergencyContactName: null,
        emergencyContactRelation: null,
        emergencyContactPhone: null,
        health: null,
        room: null,
        version: 0,
      },
    );
  });

  it('is refused to another country’s registrator', async () => {
    const answer = await call(app, 'readDelegationStay', { params: { countryId: country.countryId }, token: otherRegistrator });
    assert.equal(answer.statusCode, 403, answer.body);
  });
});

describe('the stay details', () => {
  it('save a room request and an emergency contact (If-Match: their version), 412 when stale', async () => {
    const { personId } = await personNamed('Stayland Contestant A');
    const saved = await saveStay(personId, { roomRequest: 'single', ...CONTACT }, registrator, { 'if-match': '"0"' });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal(saved.headers.etag, '"1"');
    const person = saved.json<StayPerson>();
    assert.equal(person.roomRequest, 'single');
    assert.equal(person.emergencyContactName, SECRET.emergencyContactName);
    assert.equal(person.emergencyContactPhone, '+359777123456');
    const stale = await saveStay(personId, { roomRequest: 'none' }, registrator, { 'if-match': '"0"' });
    assert.equal(stale.statusCode, 412);
    assert.equal(stale.json<{ detail: string }>().detail, CHANGED_MEANWHILE);
    assert.equal((await personNamed('Stayland Contestant A')).roomRequest, 'single');
  });

  it('share a room only with another member of the same delegation', async () => {
    const { personId } = await personNamed('Stayland Contestant B');
    const mate = await personNamed('Stayland Contestant A');
    const stranger = await personNamed('Farland Contestant A', other.countryId);
    for (const shareWithPersonId of [stranger.personId, personId]) {
      const refused = await saveStay(personId, { roomRequest: 'share', shareWithPersonId });
      assert.equal(refused.statusCode, 400, refused.body);
      assert.deepEqual(refused.json<{ errors: object }>().errors, { shareWithPersonId: [STAY_MESSAGES.shareWithDelegation] });
    }
    const missing = await saveStay(personId, { roomRequest: 'share' });
    assert.deepEqual(missing.json<{ errors: object }>().errors, { shareWithPersonId: [STAY_MESSAGES.shareWith] });
    const saved = await saveStay(personId, { roomRequest: 'share', shareWithPersonId: mate.personId });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal(saved.json<StayPerson>().shareWithPersonId, mate.personId);
  });

  it('take the emergency contact whole or not at all', async () => {
    const { personId } = await personNamed('Stayland Deputy');
    const refused = await saveStay(personId, { emergencyContactName: 'Only a name' });
    assert.equal(refused.statusCode, 400);
    assert.deepEqual(Object.keys(refused.json<{ errors: object }>().errors).sort(), ['emergencyContactPhone', 'emergencyContactRelation']);
  });

  it("are only for a delegation's people: a guide is 404 even to an Administrator", async () => {
    const { personId } = await insertGuide(app, { fullName: 'Nobody’s Guide' });
    const refused = await saveStay(personId, { roomRequest: 'single' }, admin);
    assert.equal(refused.statusCode, 404, refused.body);
  });

  it('are recorded in the history as changed, never their values', async () => {
    const { personId } = await personNamed('Stayland Contestant A');
    const [entry] = await changesOf('stayDetails', personId);
    assert.ok(entry);
    assert.equal(entry.label, 'Stayland Contestant A');
    assert.equal(entry.country_id, country.countryId);
    assert.equal(entry.fields.emergency_contact_name, 'changed');
    assert.doesNotMatch(JSON.stringify(entry.fields), SECRETS);
  });
});

describe('diet and health', () => {
  it('are saved only with the consent ticked', async () => {
    const { personId } = await personNamed('Stayland Contestant A');
    const refused = await saveHealth(personId, { ...HEALTH, consent: false });
    assert.equal(refused.statusCode, 400);
    assert.deepEqual(refused.json<{ errors: object }>().errors, { consent: [STAY_MESSAGES.healthConsent] });
    assert.equal((await personNamed('Stayland Contestant A')).health, null);
  });

  it('record who consented and when on the first save, and keep it on the next', async () => {
    const { personId } = await personNamed('Stayland Contestant A');
    const first = await saveHealth(personId, HEALTH, registrator, { 'if-match': '"0"' });
    assert.equal(first.statusCode, 200, first.body);
    assert.equal(first.headers.etag, '"1"');
    const health = first.json<StayPerson>().health!;
    assert.equal(health.consentBy, 'TeamRegistrator');
    assert.equal(health.diet, 'vegan');
    assert.equal(health.allergies, SECRET.allergies);
    const [stored] = await app.db.select().from(healthDetails).where(eq(healthDetails.personId, personId));
    assert.equal(stored!.consentByUserId, userIdOf(registrator));

    const second = await saveHealth(personId, { ...HEALTH, diet: 'other', dietOther: 'No pork' }, admin, { 'if-match': '"1"' });
    assert.equal(second.statusCode, 200, second.body);
    const again = second.json<StayPerson>().health!;
    assert.deepEqual(
      [again.consentAt, again.consentBy, again.dietOther, again.version],
      [health.consentAt, 'TeamRegistrator', 'No pork', 2],
    );
    const stale = await saveHealth(personId, HEALTH, registrator, { 'if-match': '"1"' });
    assert.equal(stale.statusCode, 412);
  });

  it('are in the history as changed, never their values', async () => {
    const entries = await changesOf('healthDetails');
    assert.ok(entries.length >= 2);
    for (const entry of entries) {
      assert.doesNotMatch(JSON.stringify(entry.fields), SECRETS);
      assert.doesNotMatch(JSON.stringify(entry.fields), /vegan|No pork/);
    }
    const history = await call(app, 'readHistory', { token: admin });
    assert.equal(history.statusCode, 200, history.body);
    assert.doesNotMatch(history.body, SECRETS);
  });

  it('go, every value, when the consent is withdrawn, which is open at any time', async () => {
    const { personId } = await personNamed('Stayland Contestant B');
    assert.equal((await saveHealth(personId, HEALTH)).statusCode, 200);
    const withdrawn = await call(app, 'withdrawHealthConsent', { params: { id: personId }, token: registrator });
    assert.equal(withdrawn.statusCode, 200, withdrawn.body);
    assert.equal(withdrawn.json<StayPerson>().health, null);
    assert.deepEqual(await app.db.select().from(healthDetails).where(eq(healthDetails.personId, personId)), []);
  });
});

describe('the windows', () => {
  it('let a registrator edit while the edit window is open and withdraw a consent at any time; an Administrator always', async () => {
    const { personId } = await personNamed('Stayland Deputy');
    await setWindow(app, 'closed');
    try {
      for (const refused of [await saveStay(personId, { roomRequest: 'single' }), await saveHealth(personId, HEALTH)]) {
        assert.equal(refused.statusCode, 409, refused.body);
      }
      assert.equal((await saveHealth(personId, HEALTH, admin)).statusCode, 200);
      assert.equal((await saveStay(personId, { roomRequest: 'single' }, admin)).statusCode, 200);
      const withdrawn = await call(app, 'withdrawHealthConsent', { params: { id: personId }, token: registrator });
      assert.equal(withdrawn.statusCode, 200, withdrawn.body);
    } finally {
      await setWindow(app, 'open');
    }
    assert.equal((await saveStay(personId, { roomRequest: 'none' })).statusCode, 200);
  });
});

describe('who sees emergency contacts and health', () => {
  it("the person's registrator and an Administrator, in the delegation's stay", async () => {
    for (const token of [registrator, admin]) {
      const person = (await delegation(token)).people.find((each) => each.fullName === 'Stayland Contestant A')!;
      assert.equal(person.health?.medicalNotes, SECRET.medicalNotes);
      assert.equal(person.emergencyContactName, SECRET.emergencyContactName);
    }
  });

  it("the team's guide, for their own teams only; an Administrator, for every team", async () => {
    const read = async (token: string) => {
      const answer = await call(app, 'readGuidedStay', { token });
      assert.equal(answer.statusCode, 200, answer.body);
      return answer.json<GuidedStay>();
    };
    const mine = await read(guide);
    assert.deepEqual(
      mine.teams.map((team) => [team.teamName, team.countryName, team.people.length]),
      [['Stayland', 'Stayland', 4]],
    );
    assert.match(JSON.stringify(mine), SECRETS);
    const theirs = await read(otherGuide);
    assert.deepEqual(
      theirs.teams.map((team) => team.teamName),
      ['Farland'],
    );
    assert.doesNotMatch(JSON.stringify(theirs), SECRETS);
    const every = await read(admin);
    assert.deepEqual(
      every.teams.map((team) => team.teamName),
      ['Farland', 'Stayland'],
    );
    // A guest belongs to no team: their registrator's alone.
    assert.ok(every.teams.every((team) => team.people.every((person) => person.role !== 'Guest')));
  });

  it('nobody else: no public read, the People table, the contestants export or a guide’s other reads', async () => {
    const contest = (await call(app, 'readContest', { query: { year: '2025' } })).json<{ id: string }>();
    const reads = [
      await call(app, 'readTeams'),
      await call(app, 'readCountries'),
      contest && (await call(app, 'readPublicCommittee', { query: { contestId: contest.id } })),
      await call(app, 'readPeople', { token: admin }),
      await call(app, 'readPeoplePage', { token: admin }),
      await call(app, 'readPeopleOfCountry', { params: { role: 'CONTESTANT', x: country.countryId }, token: registrator }),
      await call(app, 'readCountryTeams', { params: { countryId: country.countryId }, token: registrator }),
      await call(app, 'exportContestants', { token: admin }),
      await call(app, 'readTeamsOfGuide', { params: { guideId }, token: guide }),
      await call(app, 'readDelegationLetters', { params: { countryId: country.countryId }, token: registrator }),
    ];
    for (const answer of reads) {
      assert.equal(answer.statusCode, 200, `${answer.raw.req.url}: ${answer.body}`);
      assert.doesNotMatch(answer.body, SECRETS, answer.raw.req.url);
    }
  });
});

describe('the rooms in the stay', () => {
  it('show only once the allocation is published', async () => {
    const [contest] = await app.db.select({ id: contests.id }).from(contests).where(eq(contests.year, 2025));
    const [hotel] = await app.db.insert(hotels).values({ contestId: contest!.id, name: 'Hotel Vitosha', address: '1 Main St' }).returning();
    const [type] = await app.db.insert(roomTypes).values({ hotelId: hotel!.id, name: 'Double', capacity: 2, roomCount: 1 }).returning();
    const [room] = await app.db.insert(rooms).values({ roomTypeId: type!.id, number: '204', position: 1 }).returning();
    const { personId } = await personNamed('Stayland Leader');
    await app.db.insert(roomOccupants).values({ personId, roomId: room!.id });
    assert.equal((await personNamed('Stayland Leader')).room, null);

    await app.db.insert(staySettings).values({ contestId: contest!.id, roomsPublishedAt: new Date(), roomsPublishedBy: 'Admin' });
    const stay = await delegation();
    assert.equal(stay.roomsPublished, true);
    assert.deepEqual(stay.people.find((person) => person.personId === personId)!.room, {
      hotelName: 'Hotel Vitosha',
      hotelAddress: '1 Main St',
      roomNumber: '204',
      roomType: 'Double',
    });
    await app.db.delete(staySettings);
    await app.db.delete(hotels).where(inArray(hotels.id, [hotel!.id]));
  });
});
