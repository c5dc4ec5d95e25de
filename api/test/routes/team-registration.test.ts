import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { teamSchema, type Team } from '@olympiad/shared/schemas';
import { eq } from 'drizzle-orm';
import { leaders, people } from '../../src/db/schema.js';
import { ARRIVAL, contestantItem, leaderModel, PICTURE, teamPayload } from '../fixtures/payloads.js';
import { freeLeader, freshCountry, rowCounts, teamsOfCountry } from '../fixtures/registration.js';
import { insertTeam } from '../fixtures/teams.js';
import { pictureAddress } from '../harness/picture-address.js';
import { buildTestApp, call, loginAdmin, routeOf } from '../helper.js';
import { setWindow } from '../policy/world.js';

const app = await buildTestApp();
const adminToken = await loginAdmin(app);
let other: { countryId: string; teamId: string };

before(async () => {
  other = await insertTeam(app, { countryName: 'Otherland', teamName: 'Other Team' });
});

const postTeam = (token: string, body: unknown) => call(app, 'createTeam', { token, body });

describe(routeOf('createTeam'), () => {
  it("creates the registrator's team in their own country, with leader, deputy, contestants and pictures", async () => {
    await setWindow(app, 'open');
    const { countryId, token } = await freshCountry(app);
    const publicBefore = (await call(app, 'readTeams')).json<unknown[]>().length;
    const response = await postTeam(
      token,
      teamPayload({
        hasDeputyLeader: true,
        deputyLeaderCreateModel: leaderModel('Deputy Person', { leaderEmail: '' }),
        leaderCreateModel: leaderModel('Ivan Petrov', { leaderPerson: { fullName: 'Ivan Petrov', tShirtSize: 'L', picture: PICTURE } }),
        contestants: [
          contestantItem('Ana Lopez'),
          contestantItem('Bo Chen', { hasPersonForContact: true, personForContactName: 'Mum Chen', personForContactPhoneNumber: '+4411' }),
        ],
      }),
    );
    assert.equal(response.statusCode, 201, response.body);
    const team = teamSchema.parse(response.json());
    assert.equal(team.countryId, countryId);
    assert.equal(team.name, 'Team Chile');
    assert.equal(team.group, 'Junior');
    assert.equal(team.timeOfArrival, '2025-08-28T14:30:00');
    assert.equal(team.leader?.person.fullName, 'Ivan Petrov');
    assert.equal(team.leader?.email, 'ivan@example.com');
    assert.match(team.leader?.person.picturePath ?? '', pictureAddress());
    assert.equal(team.deputyLeader?.person.fullName, 'Deputy Person');
    assert.equal(team.deputyLeader?.email, null);
    assert.deepEqual(
      team.contestants.map((item) => item.personEditModel.fullName),
      ['Ana Lopez', 'Bo Chen'],
    );
    const bo = team.contestants[1]!;
    assert.equal(bo.personForContactName, 'Mum Chen');
    assert.equal(bo.contestantGroup, 'Junior');
    assert.deepEqual(bo.personEditModel.roles, ['CONTESTANT']);
    // People without their own travel data get the team's.
    assert.equal(bo.personEditModel.timeOfArrival, '2025-08-28T14:30:00');
    assert.equal(bo.personEditModel.arrivalLocation, 'Sofia Airport');
    // The public list is read again at once: the write dropped the cache.
    const publicList = await call(app, 'readTeams');
    assert.equal(publicList.json<unknown[]>().length, publicBefore + 1);
    // Private fields stay out of the public read.
    for (const secret of ['ivan@example.com', '+359888111222', '2011-05-05', 'Mum Chen', '+4411']) {
      assert.ok(!publicList.body.includes(secret), `the public list contains ${secret}`);
    }
  });

  it('refuses a second team of the same country with 409, and writes nothing', async () => {
    const { countryId, token } = await freshCountry(app);
    assert.equal((await postTeam(token, teamPayload())).statusCode, 201);
    const counts = await rowCounts(app);
    const second = await postTeam(token, teamPayload({ name: 'Second Team' }));
    assert.equal(second.statusCode, 409);
    assert.match(second.json().detail, /already has a team/);
    assert.deepEqual(await rowCounts(app), counts);
    assert.equal((await teamsOfCountry(app, countryId)).length, 1);
  });

  it('lets only one of two simultaneous creations for a country through', async () => {
    const { countryId, token } = await freshCountry(app);
    const answers = await Promise.all([postTeam(token, teamPayload({ name: 'First' })), postTeam(token, teamPayload({ name: 'Second' }))]);
    assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [201, 409]);
    assert.equal((await teamsOfCountry(app, countryId)).length, 1);
  });

  it('refuses a team for another country with 403, and writes nothing', async () => {
    const { token } = await freshCountry(app);
    const counts = await rowCounts(app);
    const response = await postTeam(token, teamPayload({ countryId: other.countryId }));
    assert.equal(response.statusCode, 403);
    assert.deepEqual(await rowCounts(app), counts);
  });

  it('lets an Administrator add a further team to a country, and asks for the country', async () => {
    const further = await postTeam(adminToken, teamPayload({ countryId: other.countryId, name: 'Senior Team', contestantGroup: 'Senior' }));
    assert.equal(further.statusCode, 201, further.body);
    assert.equal(further.json<Team>().group, 'Senior');
    assert.equal(further.json<Team>().contestants[0]?.contestantGroup, 'Senior');
    assert.equal((await teamsOfCountry(app, other.countryId)).length, 2);
    const noCountry = await postTeam(adminToken, teamPayload());
    assert.equal(noCountry.statusCode, 400);
    assert.ok(noCountry.json().errors.countryId);
  });

  it("stores the group of the spec's own payload, which carries it on each contestant and not on the team", async () => {
    const { token } = await freshCountry(app);
    const { contestantGroup: _moved, ...specShaped } = teamPayload({
      contestants: [contestantItem('Ana Lopez', { contestantGroup: 'Senior' }), contestantItem('Bo Chen', { contestantGroup: 'Senior' })],
    });
    const response = await postTeam(token, specShaped);
    assert.equal(response.statusCode, 201, response.body);
    const team = response.json<Team>();
    assert.equal(team.group, 'Senior');
    assert.deepEqual(
      team.contestants.map((item) => item.contestantGroup),
      ['Senior', 'Senior'],
    );
    const { contestantGroup: _none, ...noGroupAnywhere } = teamPayload();
    const { token: otherToken } = await freshCountry(app);
    assert.equal((await postTeam(otherToken, noGroupAnywhere)).json<Team>().group, 'Junior');
  });

  it('still takes the group from the team-level contestantGroup, for the team and each contestant', async () => {
    const { token } = await freshCountry(app);
    const response = await postTeam(token, teamPayload({ contestantGroup: 'Senior' }));
    assert.equal(response.statusCode, 201, response.body);
    assert.equal(response.json<Team>().group, 'Senior');
    assert.equal(response.json<Team>().contestants[0]?.contestantGroup, 'Senior');
  });

  it("lets an Administrator add a Senior team, spec-shaped, to a country that already has one, and still refuses the registrator's second", async () => {
    const { countryId, token } = await freshCountry(app);
    assert.equal((await postTeam(token, teamPayload({ name: 'Junior Team' }))).statusCode, 201);
    const { contestantGroup: _moved, ...specShaped } = teamPayload({
      countryId,
      name: 'Senior Team',
      contestants: [contestantItem('Ana Lopez', { contestantGroup: 'Senior' })],
    });
    const senior = await postTeam(adminToken, specShaped);
    assert.equal(senior.statusCode, 201, senior.body);
    assert.equal(senior.json<Team>().countryId, countryId);
    assert.equal(senior.json<Team>().group, 'Senior');
    const groups = (await teamsOfCountry(app, countryId)).map((team) => team.contestantGroup).sort();
    assert.deepEqual(groups, ['Junior', 'Senior']);
    const again = await postTeam(token, teamPayload({ name: 'Third Team' }));
    assert.equal(again.statusCode, 409);
    assert.equal((await teamsOfCountry(app, countryId)).length, 2);
  });

  it('answers 400 with the field of each invalid value', async () => {
    const { token } = await freshCountry(app);
    const cases: [object, string][] = [
      [{ name: 'Team 42' }, 'name'],
      [{ leaderCreateModel: leaderModel('Ivan', { leaderEmail: 'nope' }) }, 'leaderCreateModel.leaderEmail'],
      [{ contestants: [] }, 'contestants'],
      [{ contestants: ['A', 'B', 'C', 'D', 'E'].map((name) => contestantItem(`Kid ${name}`)) }, 'contestants'],
      [{ timeOfArrival: '2025-08-01T10:00' }, 'timeOfArrival'],
      [{ contestants: [contestantItem('Ana', { dateOfBirth: '2009-12-31' })] }, 'contestants.0.contestant.dateOfBirth'],
      [{ hasDeputyLeader: true }, 'deputyLeaderCreateModel.leaderPerson.fullName'],
      [{ contestants: [contestantItem('Ana', { hasPersonForContact: true })] }, 'contestants.0.contestant.personForContactName'],
    ];
    for (const [overrides, field] of cases) {
      const response = await postTeam(token, teamPayload(overrides));
      assert.equal(response.statusCode, 400, field);
      assert.ok(response.json().errors[field], `${field}: ${response.body}`);
    }
  });

  it('takes names in Latin letters of every country, stored composed, and refuses other scripts and digits', async () => {
    const { token } = await freshCountry(app);
    const refused: [object, string][] = [
      [{ name: 'Drużyna 2' }, 'name'],
      [{ leaderCreateModel: leaderModel('Иван Петров') }, 'leaderCreateModel.leaderPerson.fullName'],
      [{ contestants: [contestantItem('Zoë  Núñez')] }, 'contestants.0.contestant.contestantPerson.fullName'],
    ];
    for (const [overrides, field] of refused) {
      const response = await postTeam(token, teamPayload(overrides));
      assert.equal(response.statusCode, 400, field);
      assert.deepEqual(response.json().errors[field], ['Only latin letters and spaces allowed!'], field);
    }
    const response = await postTeam(
      token,
      teamPayload({
        name: 'Drużyna Łódź',
        leaderCreateModel: leaderModel('Łukasz Wójcik'),
        // Decomposed, as some keyboards type it: "e" and a combining diaeresis.
        contestants: [
          contestantItem('Zoe\u0308 Nu\u0301n\u0303ez'),
          contestantItem('José Ørsted-Straße', {
            hasPersonForContact: true,
            personForContactName: 'Søren Ærø',
            personForContactPhoneNumber: '+4511',
          }),
        ],
      }),
    );
    assert.equal(response.statusCode, 201, response.body);
    const team = teamSchema.parse(response.json());
    assert.equal(team.name, 'Drużyna Łódź');
    assert.equal(team.leader?.person.fullName, 'Łukasz Wójcik');
    assert.deepEqual(team.contestants.map((item) => item.personEditModel.fullName).sort(), ['José Ørsted-Straße', 'Zoë Núñez']);
    assert.equal(team.contestants.find((item) => item.hasPersonForContact)?.personForContactName, 'Søren Ærø');
  });

  it('rolls the whole team back when a late part fails', async () => {
    const { countryId, token } = await freshCountry(app);
    const counts = await rowCounts(app);
    const notAnImage = Buffer.from('<html>not a picture</html>').toString('base64');
    const response = await postTeam(
      token,
      teamPayload({
        leaderCreateModel: leaderModel('Ivan Petrov', { leaderPerson: { fullName: 'Ivan Petrov', tShirtSize: 'L', picture: PICTURE } }),
        contestants: [
          contestantItem('Ana Lopez'),
          contestantItem('Bo Chen', { contestantPerson: { fullName: 'Bo Chen', tShirtSize: 'S', picture: notAnImage } }),
        ],
      }),
    );
    assert.equal(response.statusCode, 400);
    assert.ok(response.json().errors['contestants.1.contestant.contestantPerson.picture']);
    assert.deepEqual(await rowCounts(app), counts);
    assert.equal((await teamsOfCountry(app, countryId)).length, 0);
  });

  it("takes a picked leader of the country, and refuses another country's or a busy one", async () => {
    const { countryId, token } = await freshCountry(app);
    const foreign = await freeLeader(app, other.countryId, 'Foreign Leader');
    assert.equal((await postTeam(token, teamPayload({ leaderId: foreign, leaderCreateModel: undefined }))).statusCode, 403);
    const [busy] = await teamsOfCountry(app, other.countryId);
    const busyLeader = (await call(app, 'readCountryTeams', { params: { countryId: other.countryId }, token: adminToken })).json<
      Team[]
    >()[0]!.leader!.id;
    const busyAnswer = await postTeam(
      adminToken,
      teamPayload({ countryId: other.countryId, leaderId: busyLeader, leaderCreateModel: undefined }),
    );
    assert.equal(busyAnswer.statusCode, 409, busyAnswer.body);
    assert.ok(busy);
    const mine = await freeLeader(app, countryId, 'Own Leader');
    const response = await postTeam(token, teamPayload({ leaderId: mine, leaderCreateModel: undefined }));
    assert.equal(response.statusCode, 201, response.body);
    assert.equal(response.json<Team>().leader?.id, mine);
    assert.equal(response.json<Team>().leader?.person.fullName, 'Own Leader');
  });

  it("corrects a picked leader's stored data that breaks a rule with the model sent beside it", async () => {
    const { countryId, token } = await freshCountry(app);
    const former = await freeLeader(app, countryId, 'Former Deputy');
    // A deputy may have no e-mail; as the leader they need one, which the form lets the registrator type.
    await app.db.update(leaders).set({ email: null, phoneNumber: '+359 888 12' }).where(eq(leaders.id, former));
    const refused = await postTeam(
      token,
      teamPayload({ leaderId: former, leaderCreateModel: { ...leaderModel('Former Deputy'), leaderEmail: '' } }),
    );
    assert.equal(refused.statusCode, 400);
    assert.ok(refused.json().errors['leaderCreateModel.leaderEmail']);
    const response = await postTeam(
      token,
      teamPayload({
        leaderId: former,
        leaderCreateModel: { ...leaderModel('Former Deputy'), leaderEmail: 'former@example.com', leaderPhoneNumber: '+359 888 12' },
      }),
    );
    assert.equal(response.statusCode, 201, response.body);
    const leader = response.json<Team>().leader!;
    assert.equal(leader.id, former);
    assert.equal(leader.email, 'former@example.com');
    assert.equal(leader.phoneNumber, '+35988812');
  });

  it('follows the registration window; Administrators are always allowed', async () => {
    const { countryId, token } = await freshCountry(app);
    for (const state of ['edit', 'closed'] as const) {
      await setWindow(app, state);
      const response = await postTeam(token, teamPayload());
      assert.equal(response.statusCode, 409, state);
      assert.match(response.json().detail, /^Registration closed on \d\d\/\d\d\/\d{4} \d{1,2}:\d\d venue time \(Europe\/Sofia\): /);
    }
    assert.equal((await teamsOfCountry(app, countryId)).length, 0);
    const admin = await postTeam(adminToken, teamPayload({ countryId }));
    assert.equal(admin.statusCode, 201);
    await setWindow(app, 'open');
  });
});

describe(`${routeOf('editTeamBasics')} and ${routeOf('editTeamArrival')}`, () => {
  let own: { countryId: string; token: string; team: Team };
  before(async () => {
    await setWindow(app, 'open');
    const { countryId, token } = await freshCountry(app);
    const created = await postTeam(token, teamPayload({ contestants: [contestantItem('Ana Lopez'), contestantItem('Bo Chen')] }));
    own = { countryId, token, team: created.json<Team>() };
  });
  const basics = (id: string, overrides: object = {}) => ({ id, name: 'New Name', teamGroup: 'senior', isOfficial: true, ...overrides });

  it('renames the team, capitalises the group and gives it to every contestant', async () => {
    const response = await call(app, 'editTeamBasics', { token: own.token, body: basics(own.team.id) });
    assert.equal(response.statusCode, 200, response.body);
    const team = teamSchema.parse(response.json());
    assert.equal(team.name, 'New Name');
    assert.equal(team.group, 'Senior');
    assert.ok(team.contestants.every((item) => item.contestantGroup === 'Senior'));
    // The public list shows the new name at once: the write dropped the cache.
    const publicTeams = (await call(app, 'readTeams')).json<{ id: string; name: string }[]>();
    assert.equal(publicTeams.find((item) => item.id === own.team.id)?.name, 'New Name');
  });

  it("copies the arrival data onto the team's people", async () => {
    const arrival = { teamId: own.team.id, ...ARRIVAL, timeOfArrival: '2025-08-29T09:15', arrivalLocation: 'Other' };
    const response = await call(app, 'editTeamArrival', { token: own.token, body: arrival });
    assert.equal(response.statusCode, 200, response.body);
    const team = teamSchema.parse(response.json());
    assert.equal(team.timeOfArrival, '2025-08-29T09:15:00');
    assert.equal(team.arrivalLocation, 'Other');
    assert.ok(team.contestants.every((item) => item.personEditModel.timeOfArrival === '2025-08-29T09:15:00'));
    const [leaderPerson] = await app.db.select().from(people).where(eq(people.id, team.leader!.personId));
    assert.equal(leaderPerson?.arrivalLocation, 'Other');
  });

  it("refuses another country's team with 403 and changes nothing", async () => {
    const renamed = await call(app, 'editTeamBasics', { token: own.token, body: basics(other.teamId, { name: 'Hijacked' }) });
    assert.equal(renamed.statusCode, 403);
    const moved = await call(app, 'editTeamArrival', { token: own.token, body: { teamId: other.teamId, ...ARRIVAL } });
    assert.equal(moved.statusCode, 403);
    const [otherTeam] = (await call(app, 'readCountryTeams', { params: { countryId: other.countryId }, token: adminToken })).json<Team[]>();
    assert.equal(otherTeam?.name, 'Other Team');
    assert.equal(otherTeam?.arrivalLocation, 'Sofia Airport');
  });

  it('answers 400 with the field, 404 for an unknown team', async () => {
    const bad = await call(app, 'editTeamBasics', { token: own.token, body: basics(own.team.id, { name: '' }) });
    assert.equal(bad.statusCode, 400);
    assert.ok(bad.json().errors.name);
    const early = await call(app, 'editTeamArrival', {
      token: own.token,
      body: { teamId: own.team.id, ...ARRIVAL, timeOfDeparture: '2025-08-30T10:00' },
    });
    assert.ok(early.json().errors.timeOfDeparture);
    const unknown = await call(app, 'editTeamBasics', { token: adminToken, body: basics('11111111-1111-4111-8111-111111111111') });
    assert.equal(unknown.statusCode, 404);
  });

  it('stays open during the edit window, closes after it; Administrators are always allowed', async () => {
    await setWindow(app, 'edit');
    const duringEdit = await call(app, 'editTeamBasics', { token: own.token, body: basics(own.team.id, { name: 'Edit Window' }) });
    assert.equal(duringEdit.statusCode, 200);
    await setWindow(app, 'closed');
    for (const closed of [
      await call(app, 'editTeamBasics', { token: own.token, body: basics(own.team.id, { name: 'Too Late' }) }),
      await call(app, 'editTeamArrival', { token: own.token, body: { teamId: own.team.id, ...ARRIVAL } }),
    ]) {
      assert.equal(closed.statusCode, 409, closed.body);
      assert.match(closed.json().detail, /edit window closed/);
    }
    const admin = await call(app, 'editTeamBasics', { token: adminToken, body: basics(own.team.id, { name: 'Admin Name' }) });
    assert.equal(admin.statusCode, 200);
    assert.equal(admin.json<Team>().name, 'Admin Name');
    await setWindow(app, 'open');
  });
});

describe(routeOf('readCountryLeaders'), () => {
  it("lists the country's leaders with their contact details for the pickers", async () => {
    const { countryId, token } = await freshCountry(app);
    await freeLeader(app, countryId, 'Picked Later');
    await postTeam(token, teamPayload({ hasDeputyLeader: true, deputyLeaderCreateModel: leaderModel('Deputy Person') }));
    const response = await call(app, 'readCountryLeaders', { params: { countryId }, token });
    assert.equal(response.statusCode, 200);
    const leaders = response.json<{ person: { fullName: string }; email: string; teamName: string | null; isDeputy: boolean }[]>();
    assert.deepEqual(
      leaders.map((leader) => leader.person.fullName),
      ['Deputy Person', 'Ivan Petrov', 'Picked Later'],
    );
    assert.equal(leaders[0]?.isDeputy, true);
    assert.equal(leaders[1]?.email, 'ivan@example.com');
    assert.equal(leaders[2]?.teamName, null);
  });

  it("refuses another country's leaders", async () => {
    const { token } = await freshCountry(app);
    assert.equal((await call(app, 'readCountryLeaders', { params: { countryId: other.countryId }, token })).statusCode, 403);
    assert.equal((await call(app, 'readCountryLeaders', { params: { countryId: other.countryId }, token: adminToken })).statusCode, 200);
  });
});
