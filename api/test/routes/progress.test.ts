import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { progressSchema, SPEC_EDITION } from '@olympiad/shared/schemas';
import { eq } from 'drizzle-orm';
import { contestants, contests, countries, healthDetails, leaders, people, stayDetails, teams } from '../../src/db/schema.js';
import { insertGuide } from '../fixtures/guides.js';
import { insertTeam } from '../fixtures/teams.js';
import { buildTestApp, call, loginAdmin, tokenFor, routeOf } from '../helper.js';

const app = await buildTestApp();
const db = app.db;
const HOST = SPEC_EDITION.hostCountry!;
const TRAVEL = {
  timeOfArrival: '2025-08-28 10:00:00',
  arrivalLocation: 'Sofia Airport',
  timeOfDeparture: '2025-09-02 10:00:00',
  departureLocation: 'Sofia Airport',
};

// A known edition. Alpha's team (leader, deputy, contestants A and B) has no guide, a leader
// without phone, a deputy without e-mail (optional: nothing missing), contestant A without a date
// of birth, contestant B without date of birth and operating system, the leader and contestant B
// without a photo (optional too), and two guests, one without time of arrival. Beta's senior team
// (leader, deputy, one contestant) has a guide, a deputy without phone or e-mail, and no departure
// location. Bulgaria (the host, seeded) has nothing; Gamma has no team and one guest with every date.
const alpha = await insertTeam(app, { countryName: 'Alpha', teamName: 'Alpha Juniors', contestants: 2 });
const beta = await insertTeam(app, { countryName: 'Beta', teamName: 'Beta Seniors', group: 'Senior', contestants: 1 });
const [gamma] = await db.insert(countries).values({ name: 'Gamma' }).returning({ id: countries.id });
const [contest] = await db.select({ id: contests.id }).from(contests).where(eq(contests.year, SPEC_EDITION.year));

const personOf = async (fullName: string) => (await db.select().from(people).where(eq(people.fullName, fullName)))[0]!.id;
const ids = {
  alphaLeader: await personOf('Alpha Juniors Leader'),
  alphaA: await personOf('Alpha Juniors Contestant A'),
  alphaB: await personOf('Alpha Juniors Contestant B'),
  betaDeputy: await personOf('Beta Seniors Deputy'),
};
await db.update(leaders).set({ phoneNumber: ' ' }).where(eq(leaders.personId, ids.alphaLeader));
await db
  .update(leaders)
  .set({ email: null })
  .where(eq(leaders.personId, await personOf('Alpha Juniors Deputy')));
await db.update(leaders).set({ email: null, phoneNumber: null }).where(eq(leaders.personId, ids.betaDeputy));
await db.update(contestants).set({ dateOfBirth: null }).where(eq(contestants.personId, ids.alphaA));
await db.update(contestants).set({ dateOfBirth: null, operatingSystemName: '' }).where(eq(contestants.personId, ids.alphaB));
for (const id of [ids.alphaLeader, ids.alphaB]) await db.update(people).set({ pictureId: null }).where(eq(people.id, id));
await db.update(teams).set({ departureLocation: null }).where(eq(teams.id, beta.teamId));
await insertGuide(app, { fullName: 'Gail Guide', teamIds: [beta.teamId] });
const [alGuest] = await db
  .insert(people)
  .values([
    { fullName: 'Al Guest', roles: ['GUEST'], countryId: alpha.countryId, contestId: contest!.id, ...TRAVEL, timeOfArrival: null },
    { fullName: 'Ann Guest', roles: ['GUEST'], countryId: alpha.countryId, contestId: contest!.id, ...TRAVEL },
    { fullName: 'Gus Guest', roles: ['GUEST'], countryId: gamma!.id, contestId: contest!.id, ...TRAVEL },
    // Not of this contest: never checked.
    { fullName: 'Old Guest', roles: ['GUEST'], countryId: alpha.countryId, contestId: null },
  ])
  .returning({ id: people.id });
// Issue 37's checks all pass here (progress-stay.test.ts tests them): every journey has its
// numbers, everyone a diet, every contestant an emergency contact, and the edition has no rooms.
const NUMBERS = { arrivalFlightNumber: 'LH 1234', departureFlightNumber: 'LH 1235' };
await db.update(teams).set(NUMBERS);
await db.update(people).set(NUMBERS);
const everyone = await db.select({ personId: people.id }).from(people);
await db.insert(healthDetails).values(everyone.map(({ personId }) => ({ personId, consentBy: 'Test', diet: 'none' as const })));
const minors = await db.select({ personId: contestants.personId }).from(contestants);
await db.insert(stayDetails).values(minors.map(({ personId }) => ({ personId, emergencyContactName: 'Parent' })));

const ALPHA = {
  countryId: alpha.countryId,
  countryName: 'Alpha',
  // 1 country + 2 leaders + 2 contestants + travel + guide + 2 guests = 9 checks, 5 missing; and
  // the 6 people's numbers and diets, the 2 contestants' emergency contacts: 14 checks, none missing.
  done: 18,
  total: 23,
  gaps: [
    {
      kind: 'leaderWithoutContact',
      count: 1,
      teamId: alpha.teamId,
      teamName: 'Alpha Juniors',
      people: [{ personId: ids.alphaLeader, fullName: 'Alpha Juniors Leader', place: 'leader', missing: ['phone'] }],
    },
    {
      kind: 'contestantWithoutDetails',
      count: 2,
      teamId: alpha.teamId,
      teamName: 'Alpha Juniors',
      people: [
        { personId: ids.alphaA, fullName: 'Alpha Juniors Contestant A', place: 'contestant', missing: ['dateOfBirth'] },
        { personId: ids.alphaB, fullName: 'Alpha Juniors Contestant B', place: 'contestant', missing: ['dateOfBirth', 'operatingSystem'] },
      ],
    },
    { kind: 'teamWithoutGuide', count: 1, teamId: alpha.teamId, teamName: 'Alpha Juniors', people: [] },
    {
      kind: 'guestWithoutArrival',
      count: 1,
      teamId: null,
      teamName: null,
      people: [{ personId: alGuest!.id, fullName: 'Al Guest', place: 'guest', missing: ['timeOfArrival'] }],
    },
  ],
};
const BETA = {
  countryId: beta.countryId,
  countryName: 'Beta',
  // 1 country + 2 leaders + 1 contestant + travel + guide = 6 checks, 2 missing; and 3 people's
  // numbers and diets, a contestant's emergency contact: 7 checks, none missing.
  done: 11,
  total: 13,
  gaps: [
    {
      kind: 'leaderWithoutContact',
      count: 1,
      teamId: beta.teamId,
      teamName: 'Beta Seniors',
      // A deputy's e-mail is optional: only the phone is missing.
      people: [{ personId: ids.betaDeputy, fullName: 'Beta Seniors Deputy', place: 'deputy', missing: ['phone'] }],
    },
    { kind: 'teamWithoutTravel', count: 1, teamId: beta.teamId, teamName: 'Beta Seniors', people: [] },
  ],
};
const BULGARIA = {
  countryId: HOST.id,
  countryName: 'Bulgaria',
  done: 0,
  total: 1,
  gaps: [{ kind: 'noTeam', count: 1, teamId: null, teamName: null, people: [] }],
};
const GAMMA = {
  countryId: gamma!.id,
  countryName: 'Gamma',
  done: 3,
  total: 4,
  gaps: [{ kind: 'noTeam', count: 1, teamId: null, teamName: null, people: [] }],
};

const countryProgress = (countryId: string, token?: string) => call(app, 'readCountryProgress', { params: { countryId }, token });

describe(routeOf('readProgress'), () => {
  it("counts every country's gaps on the known edition, by country name, and overall", async () => {
    const response = await call(app, 'readProgress', { token: await loginAdmin(app) });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(progressSchema.strict().parse(response.json()), {
      done: 32,
      total: 41,
      countries: [ALPHA, BETA, BULGARIA, GAMMA],
    });
  });

  it('follows a fix at once, also once read: a guide for Alpha takes its gap away', async () => {
    const { guideId } = await insertGuide(app, { fullName: 'Greta Guide' });
    const admin = await loginAdmin(app);
    assert.equal((await countryProgress(alpha.countryId, admin)).json().countries[0].done, 18);
    const assigned = await call(app, 'assignGuideTeams', { params: { guideId }, token: admin, body: [{ id: alpha.teamId }] });
    assert.ok(assigned.statusCode < 300, assigned.body);
    const {
      countries: [country],
    } = (await countryProgress(alpha.countryId, admin)).json();
    assert.equal(country.done, 19);
    assert.deepEqual(
      country.gaps.map((gap: { kind: string }) => gap.kind),
      ['leaderWithoutContact', 'contestantWithoutDetails', 'guestWithoutArrival'],
    );
    await call(app, 'removeGuideTeam', { params: { guideId, teamId: alpha.teamId }, token: admin });
  });

  it('is for Administrators only', async () => {
    for (const token of [await tokenFor(app, 'TeamRegistrator', alpha.countryId), await tokenFor(app, 'Guide')]) {
      assert.equal((await call(app, 'readProgress', { token })).statusCode, 403);
    }
    assert.equal((await call(app, 'readProgress')).statusCode, 401);
  });
});

describe(routeOf('readCountryProgress'), () => {
  it("answers one country's progress in the same shape, for an Administrator and the country's registrator", async () => {
    const admin = await loginAdmin(app);
    const registrator = await tokenFor(app, 'TeamRegistrator', beta.countryId);
    for (const token of [admin, registrator]) {
      const response = await countryProgress(beta.countryId, token);
      assert.equal(response.statusCode, 200, response.body);
      assert.deepEqual(response.json(), { done: 11, total: 13, countries: [BETA] });
    }
    const gammaResponse = await countryProgress(gamma!.id, admin);
    assert.deepEqual(gammaResponse.json(), { done: 3, total: 4, countries: [GAMMA] });
  });

  it("refuses another country's registrator, a guide and a visitor", async () => {
    const otherRegistrator = await tokenFor(app, 'TeamRegistrator', alpha.countryId);
    assert.equal((await countryProgress(beta.countryId, otherRegistrator)).statusCode, 403);
    assert.equal((await countryProgress(beta.countryId, await tokenFor(app, 'Guide'))).statusCode, 403);
    assert.equal((await countryProgress(beta.countryId)).statusCode, 401);
  });

  it('answers 404 for no such country and 400 for an id that is not one', async () => {
    const admin = await loginAdmin(app);
    assert.equal((await countryProgress('00000000-0000-4000-8000-00000000dead', admin)).statusCode, 404);
    assert.equal((await countryProgress('nobody', admin)).statusCode, 400);
  });
});
