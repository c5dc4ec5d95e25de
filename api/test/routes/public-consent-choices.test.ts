import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ConsentChoice, PublicTeam, Team } from '@olympiad/shared/schemas';
import { eq } from 'drizzle-orm';
import { people } from '../../src/db/schema.js';
import { contestantItem, leaderModel, teamPayload } from '../fixtures/payloads.js';
import { freeLeader, freshCountry, rowCounts } from '../fixtures/registration.js';
import { buildTestApp, call, loginAdmin } from '../helper.js';
import { setWindow } from '../policy/world.js';

/**
 * Consents chosen on Add Team are recorded with the team (docs/api-rules.md, Payloads), and a
 * consent can be withdrawn in every registration window, by the registrator and the Administrator.
 */
const app = await buildTestApp();
const adminToken = await loginAdmin(app);

const UNRECORDED = { photo: null, name: null };

const createTeam = (token: string, overrides: object) => call(app, 'createTeam', { token, body: teamPayload(overrides) });
const teamOf = async (countryId: string, token = adminToken) =>
  (await call(app, 'readCountryTeams', { params: { countryId }, token })).json<Team[]>()[0]!;
const publicTeam = async (teamId: string) => (await call(app, 'readTeams')).json<PublicTeam[]>().find((team) => team.id === teamId)!;
const contestantNamed = (team: Team, fullName: string) =>
  team.contestants.find((contestant) => contestant.personEditModel.fullName === fullName)!;
const record = (personId: string, choice: ConsentChoice, token: string) =>
  call(app, 'recordPublicConsent', { params: { id: personId }, token, body: choice });

describe('consents chosen on Add Team', () => {
  it('are recorded with the team, each answered one only; an unanswered one leaves the default in effect', async () => {
    const { countryId, token } = await freshCountry(app);
    const created = await createTeam(token, {
      leaderPublicConsent: { photo: false, name: true },
      hasDeputyLeader: true,
      deputyLeaderCreateModel: leaderModel('Dana Deputy', { leaderEmail: null }),
      deputyLeaderPublicConsent: { photo: null, name: false },
      contestants: [
        { ...contestantItem('Zoe Nunez'), publicConsent: { photo: false, name: false } },
        { ...contestantItem('Ana Lopez'), publicConsent: { photo: null, name: null } },
        contestantItem('Bo Berg'),
      ],
    });
    assert.equal(created.statusCode, 201, created.body);

    const team = await teamOf(countryId, token);
    assert.deepEqual(team.leader!.publicConsent, { photo: false, name: true, recorded: { photo: false, name: true } });
    assert.deepEqual(team.deputyLeader!.publicConsent, { photo: true, name: false, recorded: { photo: null, name: false } });
    assert.deepEqual(contestantNamed(team, 'Zoe Nunez').publicConsent, {
      photo: false,
      name: false,
      recorded: { photo: false, name: false },
    });
    for (const name of ['Ana Lopez', 'Bo Berg']) {
      assert.deepEqual(contestantNamed(team, name).publicConsent, { photo: true, name: true, recorded: UNRECORDED }, name);
    }

    // At once in the public list: the withdrawn name and photo are nowhere in it.
    const shown = await publicTeam(team.id);
    assert.deepEqual(shown.leader!.person.picturePath, null);
    assert.equal(shown.deputyLeader!.person.fullName, 'Deputy leader');
    const zoe = shown.contestants.find((contestant) => contestant.personId === contestantNamed(team, 'Zoe Nunez').personId)!;
    assert.match(zoe.personEditModel.fullName, /^Contestant \d$/);
    assert.ok(!JSON.stringify(shown).includes('Zoe Nunez'));
  });

  it('records the choice on a picked leader of the country, keeping what was left unanswered', async () => {
    const { countryId, token } = await freshCountry(app);
    const leaderId = await freeLeader(app, countryId, 'Petra Picked');
    const [before] = await app.db.select({ version: people.version }).from(people).where(eq(people.fullName, 'Petra Picked'));
    const created = await createTeam(token, { leaderId, leaderCreateModel: undefined, leaderPublicConsent: { name: false } });
    assert.equal(created.statusCode, 201, created.body);
    const { leader } = await teamOf(countryId, token);
    assert.deepEqual(leader!.publicConsent, { photo: true, name: false, recorded: { photo: null, name: false } });
    // A consent is not part of the person's forms: their version stays.
    assert.equal(leader!.version, before!.version);
  });

  it("drops an unticked deputy's choice, and records nothing for the specification's payload", async () => {
    const { countryId, token } = await freshCountry(app);
    const created = await createTeam(token, { hasDeputyLeader: false, deputyLeaderPublicConsent: { photo: false, name: false } });
    assert.equal(created.statusCode, 201, created.body);
    const team = await teamOf(countryId, token);
    assert.equal(team.deputyLeader, null);
    assert.deepEqual(team.leader!.publicConsent!.recorded, UNRECORDED);
    assert.deepEqual(team.contestants[0]!.publicConsent!.recorded, UNRECORDED);
  });

  it('refuses a choice that is not yes or no, and creates nothing', async () => {
    const { token } = await freshCountry(app);
    const counts = await rowCounts(app);
    const refused = await createTeam(token, { contestants: [{ ...contestantItem('Ana Lopez'), publicConsent: { photo: 'yes' } }] });
    assert.equal(refused.statusCode, 400);
    assert.ok(refused.json().errors['contestants.0.publicConsent.photo'], refused.body);
    assert.deepEqual(await rowCounts(app), counts);
  });
});

describe('withdrawing a consent', () => {
  it('is recorded in every registration window, for the registrator and the Administrator, and reaches the public list at once', async () => {
    const { countryId, token } = await freshCountry(app);
    assert.equal((await createTeam(token, {})).statusCode, 201);
    const { id: teamId, contestants } = await teamOf(countryId, token);
    const personId = contestants[0]!.personId;
    const publicName = async () => (await publicTeam(teamId)).contestants[0]!.personEditModel.fullName;

    try {
      for (const window of ['open', 'edit', 'closed'] as const) {
        await setWindow(app, window);
        for (const [who, caller] of [
          ['registrator', token],
          ['Administrator', adminToken],
        ] as const) {
          const withdrawn = await record(personId, { name: false }, caller);
          assert.equal(withdrawn.statusCode, 200, `${who} in the ${window} window: ${withdrawn.body}`);
          assert.deepEqual(withdrawn.json(), { photo: true, name: false, recorded: { photo: null, name: false } });
          assert.equal(await publicName(), 'Contestant 1', `${who} in the ${window} window`);
          assert.equal((await record(personId, { name: true }, caller)).statusCode, 200);
          assert.equal(await publicName(), 'Ana Lopez', `${who} in the ${window} window`);
        }
      }
    } finally {
      await setWindow(app, 'open');
    }
  });
});
