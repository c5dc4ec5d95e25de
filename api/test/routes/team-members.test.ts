import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { contestantSchema, leaderSchema, type Team } from '@olympiad/shared/schemas';
import { contestantFields, contestantItem, leaderModel, personFields, PICTURE, teamPayload } from '../fixtures/payloads.js';
import { freeLeader, freshCountry } from '../fixtures/registration.js';
import { insertTeam } from '../fixtures/teams.js';
import { pictureOf, pictureAddress } from '../harness/picture-address.js';
import { buildTestApp, call, loginAdmin, routeOf } from '../helper.js';
import { setWindow } from '../policy/world.js';

const app = await buildTestApp();
const adminToken = await loginAdmin(app);
let other: { countryId: string; teamId: string };
before(async () => {
  other = await insertTeam(app, { countryName: 'Otherland', teamName: 'Other Team' });
});

/** A registrator's country with its team of `size` contestants (and a deputy when asked). */
async function registeredTeam(size: number, deputy = false) {
  await setWindow(app, 'open');
  const { countryId, token } = await freshCountry(app);
  const contestants = ['Ana', 'Bo', 'Cy', 'Di'].slice(0, size).map((name) => contestantItem(`${name} Kid`));
  const body = teamPayload({
    contestants,
    ...(deputy ? { hasDeputyLeader: true, deputyLeaderCreateModel: leaderModel('Deputy Person') } : {}),
  });
  const response = await call(app, 'createTeam', { token, body });
  assert.equal(response.statusCode, 201, response.body);
  return { countryId, token, team: response.json<Team>() };
}

const teamNow = async (countryId: string) =>
  (await call(app, 'readCountryTeams', { params: { countryId }, token: adminToken })).json<Team[]>()[0]!;

const addContestant = (token: string, teamId: string, name = 'New Kid') =>
  call(app, 'addContestant', { token, body: { teamId, contestant: contestantFields(name) } });

const editBody = (contestant: Team['contestants'][number], overrides: object = {}) => ({
  id: contestant.id,
  teamId: contestant.teamId,
  personId: contestant.personId,
  isOffical: true,
  ...contestantFields('Renamed Kid'),
  personEditModel: personFields('Renamed Kid'),
  ...overrides,
});

describe(routeOf('addContestant'), () => {
  it('adds a contestant with the team group and travel, up to four; a fifth is a 409', async () => {
    const { countryId, token, team } = await registeredTeam(3);
    const fourth = await addContestant(token, team.id, 'Fourth Kid');
    assert.equal(fourth.statusCode, 201, fourth.body);
    const added = contestantSchema.parse(fourth.json());
    assert.equal(added.personEditModel.fullName, 'Fourth Kid');
    assert.equal(added.teamId, team.id);
    assert.equal(added.personEditModel.timeOfArrival, team.timeOfArrival);
    const fifth = await addContestant(token, team.id, 'Fifth Kid');
    assert.equal(fifth.statusCode, 409);
    assert.match(fifth.json().detail, /at most 4 contestants/);
    assert.equal((await teamNow(countryId)).contestants.length, 4);
  });

  it('lets only one of two simultaneous additions take the fourth place', async () => {
    const { countryId, token, team } = await registeredTeam(3);
    const answers = await Promise.all([addContestant(token, team.id, 'Tab One'), addContestant(token, team.id, 'Tab Two')]);
    assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [201, 409]);
    assert.equal((await teamNow(countryId)).contestants.length, 4);
  });

  it("refuses another country's team with 403 and adds nothing", async () => {
    const { token } = await registeredTeam(1);
    assert.equal((await addContestant(token, other.teamId)).statusCode, 403);
    assert.equal((await teamNow(other.countryId)).contestants.length, 2);
  });

  it('answers 400 with the field', async () => {
    const { token, team } = await registeredTeam(1);
    const response = await call(app, 'addContestant', {
      token,
      body: { teamId: team.id, contestant: contestantFields('Kid 7', { operatingSystemName: '' }) },
    });
    assert.equal(response.statusCode, 400);
    assert.ok(response.json().errors['contestant.contestantPerson.fullName']);
    assert.ok(response.json().errors['contestant.operatingSystemName']);
  });

  it('closes with registration; Administrators are always allowed', async () => {
    const { countryId, token, team } = await registeredTeam(1);
    await setWindow(app, 'edit');
    const late = await addContestant(token, team.id);
    assert.equal(late.statusCode, 409);
    assert.match(late.json().detail, /Registration closed/);
    await setWindow(app, 'closed');
    assert.equal((await addContestant(adminToken, team.id)).statusCode, 201);
    assert.equal((await teamNow(countryId)).contestants.length, 2);
    await setWindow(app, 'open');
  });
});

describe(routeOf('editContestant'), () => {
  it('changes the contestant and their person, picture included, and keeps team and group', async () => {
    const { token, team } = await registeredTeam(2);
    const ana = team.contestants[0]!;
    const response = await call(app, 'editContestant', {
      token,
      body: editBody(ana, {
        operatingSystemName: 'Windows',
        hasPersonForContact: true,
        personForContactName: 'Aunt Ana',
        personForContactPhoneNumber: '+3591',
        personEditModel: personFields('Renamed Kid', { picture: PICTURE }),
      }),
    });
    assert.equal(response.statusCode, 200, response.body);
    const changed = contestantSchema.parse(response.json());
    assert.equal(changed.personEditModel.fullName, 'Renamed Kid');
    assert.equal(changed.operatingSystemName, 'Windows');
    assert.equal(changed.personForContactName, 'Aunt Ana');
    assert.match(changed.personEditModel.picturePath ?? '', pictureAddress());
    assert.equal(changed.teamId, team.id);
    // Travel left empty keeps what the person had.
    assert.equal(changed.personEditModel.arrivalLocation, team.arrivalLocation);
  });

  it('without a new picture changes both rows and keeps the picture; a bad picture changes neither', async () => {
    const { countryId, token, team } = await registeredTeam(1);
    const ana = team.contestants[0]!;
    const withPicture = await call(app, 'editContestant', {
      token,
      body: editBody(ana, { personEditModel: personFields('Pictured Kid', { picture: PICTURE }) }),
    });
    const picturePath = contestantSchema.parse(withPicture.json()).personEditModel.picturePath;
    const response = await call(app, 'editContestant', {
      token,
      body: editBody(ana, { operatingSystemName: 'Windows', personEditModel: personFields('Plain Kid') }),
    });
    assert.equal(response.statusCode, 200, response.body);
    const changed = contestantSchema.parse(response.json());
    assert.equal(changed.personEditModel.fullName, 'Plain Kid');
    assert.equal(changed.operatingSystemName, 'Windows');
    assert.equal(pictureOf(changed.personEditModel.picturePath), pictureOf(picturePath));
    assert.deepEqual(changed, (await teamNow(countryId)).contestants[0]);

    const bad = await call(app, 'editContestant', {
      token,
      body: editBody(ana, {
        operatingSystemName: 'Linux',
        personEditModel: personFields('Broken Kid', { picture: Buffer.from('<html>').toString('base64') }),
      }),
    });
    assert.equal(bad.statusCode, 400);
    assert.ok(bad.json().errors['personEditModel.picture']);
    assert.deepEqual((await teamNow(countryId)).contestants[0], changed);
  });

  it('answers 404 for an unknown contestant, also to an Administrator', async () => {
    const { team } = await registeredTeam(1);
    const unknown = { ...team.contestants[0]!, id: '00000000-0000-4000-8000-00000000beef' };
    const response = await call(app, 'editContestant', { token: adminToken, body: editBody(unknown) });
    assert.equal(response.statusCode, 404);
  });

  it("refuses another country's contestant with 403 and changes nothing", async () => {
    const { token } = await registeredTeam(1);
    const theirs = (await teamNow(other.countryId)).contestants[0]!;
    const response = await call(app, 'editContestant', { token, body: editBody(theirs) });
    assert.equal(response.statusCode, 403);
    assert.equal((await teamNow(other.countryId)).contestants[0]!.personEditModel.fullName, theirs.personEditModel.fullName);
  });

  it('answers 400 with the field', async () => {
    const { token, team } = await registeredTeam(1);
    const response = await call(app, 'editContestant', {
      token,
      body: editBody(team.contestants[0]!, { personEditModel: personFields('R2 D2'), dateOfBirth: '2009-01-01' }),
    });
    assert.equal(response.statusCode, 400);
    assert.ok(response.json().errors['personEditModel.fullName']);
    assert.ok(response.json().errors.dateOfBirth);
  });

  it('stays open in the edit window, closes after it; Administrators are always allowed', async () => {
    const { token, team } = await registeredTeam(1);
    const ana = team.contestants[0]!;
    await setWindow(app, 'edit');
    assert.equal((await call(app, 'editContestant', { token, body: editBody(ana) })).statusCode, 200);
    await setWindow(app, 'closed');
    const closed = await call(app, 'editContestant', { token, body: editBody(ana) });
    assert.equal(closed.statusCode, 409);
    assert.match(closed.json().detail, /edit window closed/);
    assert.equal((await call(app, 'editContestant', { token: adminToken, body: editBody(ana) })).statusCode, 200);
    await setWindow(app, 'open');
  });
});

describe(routeOf('removeContestant'), () => {
  const remove = (token: string, id: string) => call(app, 'removeContestant', { params: { id }, token });

  it('removes contestants down to one; the last one stays (409)', async () => {
    const { countryId, token, team } = await registeredTeam(2);
    assert.equal((await remove(token, team.contestants[0]!.id)).statusCode, 204);
    const last = await remove(token, team.contestants[1]!.id);
    assert.equal(last.statusCode, 409);
    assert.match(last.json().detail, /at least 1 contestant/);
    assert.equal((await teamNow(countryId)).contestants.length, 1);
  });

  it('keeps one contestant when two tabs remove the last two at once', async () => {
    const { countryId, token, team } = await registeredTeam(2);
    const answers = await Promise.all(team.contestants.map((item) => remove(token, item.id)));
    assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [204, 409]);
    assert.equal((await teamNow(countryId)).contestants.length, 1);
  });

  it("refuses another country's contestant with 403, an unknown one with 404", async () => {
    const { token } = await registeredTeam(1);
    const theirs = (await teamNow(other.countryId)).contestants[0]!;
    assert.equal((await remove(token, theirs.id)).statusCode, 403);
    assert.equal((await teamNow(other.countryId)).contestants.length, 2);
    assert.equal((await remove(adminToken, '11111111-1111-4111-8111-111111111111')).statusCode, 404);
  });

  it('closes with registration; Administrators are always allowed', async () => {
    const { token, team } = await registeredTeam(2);
    await setWindow(app, 'edit');
    assert.equal((await remove(token, team.contestants[0]!.id)).statusCode, 409);
    assert.equal((await remove(adminToken, team.contestants[0]!.id)).statusCode, 204);
    await setWindow(app, 'open');
  });
});

describe(routeOf('replaceLeader'), () => {
  const replace = (token: string, body: object) => call(app, 'replaceLeader', { token, body });

  it('adds a deputy to a team without one, and replaces the leader by a picked one; the old one stays pickable', async () => {
    const { countryId, token, team } = await registeredTeam(1);
    const added = await replace(token, {
      teamId: team.id,
      isDeputy: true,
      leaderCreateModel: leaderModel('New Deputy', { leaderEmail: '' }),
    });
    assert.equal(added.statusCode, 200, added.body);
    assert.equal(added.json<Team>().deputyLeader?.person.fullName, 'New Deputy');
    const picked = await freeLeader(app, countryId, 'Picked Leader');
    const replaced = await replace(token, { teamId: team.id, leaderId: picked, isDeputy: false });
    assert.equal(replaced.statusCode, 200, replaced.body);
    assert.equal(replaced.json<Team>().leader?.id, picked);
    const leaders = (await call(app, 'readCountryLeaders', { params: { countryId }, token })).json<
      { id: string; teamId: string | null }[]
    >();
    assert.equal(leaders.find((leader) => leader.id === team.leader!.id)?.teamId, null);
  });

  it('refuses the current leader (400), a busy one (409), a new one without e-mail (400)', async () => {
    const { token, team } = await registeredTeam(1, true);
    const same = await replace(token, { teamId: team.id, leaderId: team.leader!.id, isDeputy: false });
    assert.equal(same.statusCode, 400);
    assert.ok(same.json().errors.leaderId);
    const deputyAsLeader = await replace(token, { teamId: team.id, leaderId: team.deputyLeader!.id, isDeputy: false });
    assert.equal(deputyAsLeader.statusCode, 409);
    const noEmail = await replace(token, {
      teamId: team.id,
      isDeputy: false,
      leaderCreateModel: leaderModel('No Mail', { leaderEmail: '' }),
    });
    assert.equal(noEmail.statusCode, 400);
    assert.ok(noEmail.json().errors['leaderCreateModel.leaderEmail']);
  });

  it("refuses another country's team or leader with 403 and changes nothing", async () => {
    const { token, team } = await registeredTeam(1);
    const theirs = await teamNow(other.countryId);
    assert.equal(
      (await replace(token, { teamId: other.teamId, isDeputy: true, leaderCreateModel: leaderModel('Intruder') })).statusCode,
      403,
    );
    assert.equal((await replace(token, { teamId: team.id, leaderId: theirs.leader!.id, isDeputy: false })).statusCode, 403);
    assert.equal((await teamNow(other.countryId)).deputyLeader?.id, theirs.deputyLeader?.id);
    assert.equal((await teamNow(other.countryId)).leader?.id, theirs.leader?.id);
  });

  it('closes with registration; Administrators are always allowed', async () => {
    const { token, team } = await registeredTeam(1);
    await setWindow(app, 'edit');
    const body = { teamId: team.id, isDeputy: true, leaderCreateModel: leaderModel('Late Deputy') };
    assert.equal((await replace(token, body)).statusCode, 409);
    assert.equal((await replace(adminToken, body)).statusCode, 200);
    await setWindow(app, 'open');
  });
});

describe(routeOf('editLeader'), () => {
  const edit = (token: string, leader: NonNullable<Team['leader']>, overrides: object = {}) =>
    call(app, 'editLeader', {
      token,
      body: {
        id: leader.id,
        personId: leader.personId,
        email: 'new@example.com',
        phoneNumber: '+4400',
        person: personFields('Changed Name'),
        ...overrides,
      },
    });

  it("changes a leader's contact and person; a deputy's e-mail may be empty, a leader's not", async () => {
    const { token, team } = await registeredTeam(1, true);
    const response = await edit(token, team.leader!, { isDeputy: false });
    assert.equal(response.statusCode, 200, response.body);
    const leader = leaderSchema.parse(response.json());
    assert.equal(leader.email, 'new@example.com');
    assert.equal(leader.person.fullName, 'Changed Name');
    assert.equal(leader.teamName, team.name);
    const pretending = await edit(token, team.leader!, { email: '', isDeputy: true });
    assert.equal(pretending.statusCode, 400);
    assert.ok(pretending.json().errors.email);
    const deputy = await edit(token, team.deputyLeader!, { email: '', isDeputy: true });
    assert.equal(deputy.statusCode, 200, deputy.body);
    assert.equal(deputy.json().email, null);
  });

  it("refuses another country's leader with 403", async () => {
    const { token } = await registeredTeam(1);
    const theirs = (await teamNow(other.countryId)).leader!;
    assert.equal((await edit(token, theirs)).statusCode, 403);
    assert.equal((await teamNow(other.countryId)).leader?.email, theirs.email);
  });

  it('stays open in the edit window, closes after it; Administrators are always allowed', async () => {
    const { token, team } = await registeredTeam(1);
    await setWindow(app, 'edit');
    assert.equal((await edit(token, team.leader!)).statusCode, 200);
    await setWindow(app, 'closed');
    assert.equal((await edit(token, team.leader!)).statusCode, 409);
    assert.equal((await edit(adminToken, team.leader!)).statusCode, 200);
    await setWindow(app, 'open');
  });
});

describe(routeOf('removeLeader'), () => {
  const remove = (token: string, teamId: string, leaderId: string) => call(app, 'removeLeader', { params: { teamId, leaderId }, token });

  it('takes the deputy off the team; the leader stays (409)', async () => {
    const { countryId, token, team } = await registeredTeam(1, true);
    assert.equal((await remove(token, team.id, team.deputyLeader!.id)).statusCode, 204);
    assert.equal((await teamNow(countryId)).deputyLeader, null);
    const leader = await remove(token, team.id, team.leader!.id);
    assert.equal(leader.statusCode, 409);
    assert.match(leader.json().detail, /keeps its leader/);
    assert.equal((await remove(token, team.id, team.deputyLeader!.id)).statusCode, 404);
  });

  it("refuses another country's team with 403", async () => {
    const { token } = await registeredTeam(1);
    const theirs = await teamNow(other.countryId);
    assert.equal((await remove(token, other.teamId, theirs.deputyLeader!.id)).statusCode, 403);
    assert.ok((await teamNow(other.countryId)).deputyLeader);
  });

  it('closes with registration; Administrators are always allowed', async () => {
    const { token, team } = await registeredTeam(1, true);
    await setWindow(app, 'edit');
    assert.equal((await remove(token, team.id, team.deputyLeader!.id)).statusCode, 409);
    assert.equal((await remove(adminToken, team.id, team.deputyLeader!.id)).statusCode, 204);
    await setWindow(app, 'open');
  });
});
