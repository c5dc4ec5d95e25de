import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { SPEC_EDITION } from '@olympiad/shared/schemas';
import { and, eq, sql } from 'drizzle-orm';
import { contestants, leaders, people } from '../../src/db/schema.js';
import { guestPayload, personFields } from '../fixtures/payloads.js';
import { insertGuest } from '../fixtures/registration.js';
import { insertGuide } from '../fixtures/guides.js';
import { insertTeam } from '../fixtures/teams.js';
import { databaseDigest } from '../harness/digest.js';
import { ADMIN, buildTestApp, call, loginAdmin, tokenFor, userIdOf, routeOf } from '../helper.js';

/**
 * Guides and committee members are the organisers' people, whatever country they carry (the host
 * country's, as Contest settings presets it): the host country's registrator neither reads nor
 * changes them, while the host's own delegation (its team's people, its guests) stays theirs.
 */
const app = await buildTestApp();
const HOST = SPEC_EDITION.hostCountry!.id;
const ORGANISERS_DETAIL = "Guides and committee members are the organisers' people: only an Administrator manages them.";

let admin: string;
let registrator: string;
let teamId: string;
let guidePersonId: string;
let committeePersonId: string;
let guestId: string;

before(async () => {
  admin = await loginAdmin(app);
  registrator = await tokenFor(app, 'TeamRegistrator', HOST);
  ({ teamId } = await insertTeam(app, { countryId: HOST, teamName: 'Host Team' }));
  ({ personId: guidePersonId } = await insertGuide(app, { fullName: 'Gina Guide', teamIds: [teamId] }));
  const [member] = await app.db
    .insert(people)
    .values({ fullName: 'Carla Committee', roles: ['COMMITTEE'], countryId: HOST, tShirtSize: 'M' })
    .returning({ id: people.id });
  committeePersonId = member!.id;
  guestId = await insertGuest(app, HOST);
});

const withdraw = (personId: string, token: string) =>
  call(app, 'recordPublicConsent', { params: { id: personId }, token, body: { photo: false, name: false } });

async function consentOf(personId: string) {
  const [row] = await app.db.select({ photo: people.photoPublic, name: people.namePublic }).from(people).where(eq(people.id, personId));
  return row!;
}

async function teamPersonIds() {
  const [contestant] = await app.db.select({ personId: contestants.personId }).from(contestants).where(eq(contestants.teamId, teamId));
  const [leader] = await app.db
    .select({ id: leaders.id, personId: leaders.personId })
    .from(leaders)
    .where(and(eq(leaders.teamId, teamId), eq(leaders.isDeputy, false)));
  return { contestant: contestant!.personId, leader: leader! };
}

describe("the organisers' people of the host country", () => {
  it("are refused to the host country's registrator, read or changed, and a refusal changes nothing", async () => {
    for (const role of ['GUIDE', 'COMMITTEE']) {
      const read = await call(app, 'readPeopleOfCountry', { params: { role, x: HOST }, token: registrator });
      assert.equal(read.statusCode, 403, `${role}: ${read.body}`);
      assert.equal(read.json().detail, ORGANISERS_DETAIL);
    }
    for (const personId of [guidePersonId, committeePersonId]) {
      const digest = await databaseDigest(app);
      const consent = await withdraw(personId, registrator);
      assert.equal(consent.statusCode, 403, consent.body);
      assert.equal(consent.json().detail, ORGANISERS_DETAIL);
      const update = await call(app, 'updatePerson', { params: { id: personId }, token: registrator, body: guestPayload(HOST) });
      assert.equal(update.statusCode, 403, update.body);
      assert.equal((await call(app, 'deletePerson', { params: { id: personId }, token: registrator })).statusCode, 403);
      assert.equal(await databaseDigest(app), digest, 'a refusal changed the database');
      assert.deepEqual(await consentOf(personId), { photo: null, name: null });
    }
  });

  it("stay the organisers' when one of them also leads the host team: its registrator may no longer edit that leader", async () => {
    const { leader } = await teamPersonIds();
    await app.db
      .update(people)
      .set({ roles: sql`array_append(${people.roles}, 'COMMITTEE')` })
      .where(eq(people.id, leader.personId));
    try {
      const edit = await call(app, 'editLeader', {
        token: registrator,
        body: {
          id: leader.id,
          personId: leader.personId,
          email: 'lead@example.com',
          phoneNumber: '+111',
          person: personFields('Renamed Leader'),
        },
      });
      assert.equal(edit.statusCode, 403, edit.body);
      assert.equal((await withdraw(leader.personId, registrator)).statusCode, 403);
    } finally {
      await app.db
        .update(people)
        .set({ roles: ['LEADER'] })
        .where(eq(people.id, leader.personId));
    }
  });

  it('leave the host registrator their own delegation: its guests, leaders and contestants, read and consent recorded', async () => {
    for (const role of ['GUEST', 'LEADER', 'CONTESTANT']) {
      const read = await call(app, 'readPeopleOfCountry', { params: { role, x: HOST }, token: registrator });
      assert.equal(read.statusCode, 200, `${role}: ${read.body}`);
      assert.ok(read.json<{ roles: string[] }[]>().every((person) => person.roles.includes(role)));
    }
    const guests = (await call(app, 'readPeopleOfCountry', { params: { role: 'GUEST', x: HOST }, token: registrator })).json<
      { id: string }[]
    >();
    assert.ok(guests.some((guest) => guest.id === guestId));
    const { contestant, leader } = await teamPersonIds();
    for (const personId of [guestId, contestant, leader.personId]) {
      const response = await withdraw(personId, registrator);
      assert.equal(response.statusCode, 200, response.body);
      assert.deepEqual(await consentOf(personId), { photo: false, name: false });
    }
  });

  it('are read and changed by an Administrator, and the history names the Administrator', async () => {
    const listed = async (role: string) =>
      (await call(app, 'readPeopleOfCountry', { params: { role, x: HOST }, token: admin }))
        .json<{ id: string }[]>()
        .map((person) => person.id);
    assert.ok((await listed('GUIDE')).includes(guidePersonId));
    assert.ok((await listed('COMMITTEE')).includes(committeePersonId));
    for (const personId of [guidePersonId, committeePersonId]) {
      assert.equal((await withdraw(personId, admin)).statusCode, 200);
      const history = await call(app, 'readHistory', { query: { entity: 'person', userId: userIdOf(admin) }, token: admin });
      const entry = history
        .json<{ entries: { entityId: string; call: string; userEmail: string; countryId: string | null; fields: unknown[] }[] }>()
        .entries.find((each) => each.entityId === personId);
      assert.ok(entry, `no history entry for ${personId}`);
      assert.equal(entry.call, routeOf('recordPublicConsent'));
      assert.equal(entry.userEmail, ADMIN.email);
      // The organisers' people are no country's registration (migration 0010): the whole history shows them.
      assert.equal(entry.countryId, null);
      assert.deepEqual(entry.fields, [
        { field: 'namePublic', old: null, new: false, hidden: false, kind: 'value', refersTo: null, oldName: null, newName: null },
        { field: 'photoPublic', old: null, new: false, hidden: false, kind: 'value', refersTo: null, oldName: null, newName: null },
      ]);
    }
  });
});
