import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { Contest, Country, Person, Team } from '@olympiad/shared/schemas';
import { ARRIVAL, contestantFields, guestPayload, personFields } from '../fixtures/payloads.js';
import { freshCountry, insertGuest } from '../fixtures/registration.js';
import { insertTeam } from '../fixtures/teams.js';
import { buildTestApp, call, csrf, loginAdmin, routeOf, urlFor } from '../helper.js';
import { setWindow } from '../policy/world.js';

const app = await buildTestApp();
const adminToken = await loginAdmin(app);
before(() => setWindow(app, 'open'));

/** A PUT as the forms send it: with If-Match when a version is given. */
async function put(url: string, body: unknown, ifMatch?: string, xsrf?: string) {
  const token = xsrf ?? (await csrf(app));
  return app.inject({
    method: 'PUT',
    url,
    headers: {
      cookie: `XSRF-TOKEN=${token}`,
      'x-xsrf-token': token,
      authorization: `Bearer ${adminToken}`,
      ...(ifMatch === undefined ? {} : { 'if-match': ifMatch }),
    },
    payload: body as object,
  });
}

async function newTeam(): Promise<{ countryId: string; team: Team }> {
  const { countryId } = await insertTeam(app, { countryName: `Versionland ${Math.random()}`, teamName: 'Team Version' });
  return { countryId, team: await teamOf(countryId) };
}

const teamOf = async (countryId: string) =>
  (await call(app, 'readCountryTeams', { params: { countryId }, token: adminToken })).json<Team[]>()[0]!;

const basics = (team: Team, name: string) => ({ id: team.id, name, teamGroup: team.group, isOfficial: true });

const contestantEdit = (contestant: Team['contestants'][number], fullName: string) => ({
  id: contestant.id,
  teamId: contestant.teamId,
  personId: contestant.personId,
  isOffical: true,
  ...contestantFields(fullName),
  personEditModel: personFields(fullName),
});

/** Distinct names of letters only (the name rule), one per writer. */
const writerName = (index: number) => `Writer ${String.fromCharCode(65 + (index % 26))}${String.fromCharCode(97 + Math.floor(index / 26))}`;

describe('record versions', () => {
  it('gives every editable record of the registration reads a version', async () => {
    const { team } = await newTeam();
    assert.equal(typeof team.version, 'number');
    assert.equal(typeof team.leader?.version, 'number');
    assert.ok(team.contestants.every((contestant) => typeof contestant.version === 'number'));
  });

  it(`${routeOf('editTeamBasics')}: of 50 writes with one If-Match exactly one succeeds, and its name is stored`, async () => {
    const { countryId, team } = await newTeam();
    const xsrf = await csrf(app);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) => put(urlFor('editTeamBasics'), basics(team, writerName(index)), `"${team.version}"`, xsrf)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    assert.equal(statuses.filter((status) => status === 200).length, 1, statuses.join());
    assert.equal(statuses.filter((status) => status === 412).length, 49, statuses.join());
    const winner = answers.find((answer) => answer.statusCode === 200)!;
    const after = await teamOf(countryId);
    assert.equal(after.name, winner.json<Team>().name);
    assert.equal(after.version, team.version! + 1);
    assert.equal(winner.headers.etag, `"${after.version}"`);
    const refused = answers.find((answer) => answer.statusCode === 412)!;
    assert.match(String(refused.headers['content-type']), /application\/problem\+json/);
    assert.equal(refused.json().status, 412);
    assert.equal(refused.json().detail, 'This record was changed meanwhile by someone else.');
  });

  it(`${routeOf('editContestant')}: of 50 writes with one If-Match exactly one succeeds, and its name is stored`, async () => {
    const { countryId, team } = await newTeam();
    const contestant = team.contestants[0]!;
    const xsrf = await csrf(app);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        put(urlFor('editContestant'), contestantEdit(contestant, writerName(index)), `"${contestant.version}"`, xsrf),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    assert.equal(statuses.filter((status) => status === 200).length, 1, statuses.join());
    assert.equal(statuses.filter((status) => status === 412).length, 49, statuses.join());
    const winner = answers.find((answer) => answer.statusCode === 200)!.json<Team['contestants'][number]>();
    const stored = (await teamOf(countryId)).contestants.find((item) => item.id === contestant.id)!;
    assert.equal(stored.personEditModel.fullName, winner.personEditModel.fullName);
    assert.equal(stored.version, contestant.version! + 1);
    assert.equal(winner.version, stored.version);
  });

  it('without If-Match every write succeeds, the last one wins, and the version still moves', async () => {
    const { countryId, team } = await newTeam();
    const contestant = team.contestants[0]!;
    const xsrf = await csrf(app);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        put(urlFor('editContestant'), contestantEdit(contestant, writerName(index)), undefined, xsrf),
      ),
    );
    assert.deepEqual(new Set(answers.map((answer) => answer.statusCode)), new Set([200]));
    const teamAnswer = await put(urlFor('editTeamBasics'), basics(team, 'No Condition'));
    assert.equal(teamAnswer.statusCode, 200, teamAnswer.body);
    const after = await teamOf(countryId);
    assert.equal(after.name, 'No Condition');
    assert.equal(after.version, team.version! + 1);
    assert.equal(after.contestants.find((item) => item.id === contestant.id)!.version, contestant.version! + 10);
  });

  it('a stale, weak or unknown If-Match changes nothing; `*` and the current version succeed', async () => {
    const { countryId, team } = await newTeam();
    const first = await put(urlFor('editTeamBasics'), basics(team, 'First Name'), `"${team.version}"`);
    assert.equal(first.statusCode, 200, first.body);
    const moved = first.headers.etag;
    assert.equal(moved, `"${team.version! + 1}"`);
    for (const stale of [`"${team.version}"`, `W/${moved}`, '"abc"', 'garbage']) {
      const answer = await put(urlFor('editTeamBasics'), basics(team, 'Stale Name'), stale);
      assert.equal(answer.statusCode, 412, stale);
    }
    const staleArrival = await put(urlFor('editTeamArrival'), { teamId: team.id, ...ARRIVAL }, `"${team.version}"`);
    assert.equal(staleArrival.statusCode, 412);
    const unchanged = await teamOf(countryId);
    assert.equal(unchanged.name, 'First Name');
    assert.equal(unchanged.timeOfArrival, team.timeOfArrival);
    assert.equal(`"${unchanged.version}"`, moved);
    const listed = await put(urlFor('editTeamBasics'), basics(team, 'Listed Name'), `"999", ${moved}`);
    assert.equal(listed.statusCode, 200, listed.body);
    const any = await put(urlFor('editTeamArrival'), { teamId: team.id, ...ARRIVAL }, '*');
    assert.equal(any.statusCode, 200, any.body);
    assert.equal(any.headers.etag, `"${team.version! + 3}"`);
  });

  it("a team's arrival moves the team's version and leaves its people's alone", async () => {
    const { countryId, team } = await newTeam();
    const answer = await put(urlFor('editTeamArrival'), { teamId: team.id, ...ARRIVAL }, `"${team.version}"`);
    assert.equal(answer.statusCode, 200, answer.body);
    assert.equal(answer.headers.etag, `"${team.version! + 1}"`);
    const after = await teamOf(countryId);
    assert.equal(after.leader!.version, team.leader!.version);
    assert.deepEqual(
      after.contestants.map((contestant) => contestant.version),
      team.contestants.map((contestant) => contestant.version),
    );
  });

  it(`${routeOf('editLeader')} checks and moves the leader’s version`, async () => {
    const { countryId, team } = await newTeam();
    const leader = team.leader!;
    const body = {
      id: leader.id,
      personId: leader.personId,
      isDeputy: false,
      email: 'leader@example.com',
      phoneNumber: '+359888111222',
      person: { id: leader.personId, ...personFields('Leader Renamed') },
    };
    const first = await put(urlFor('editLeader'), body, `"${leader.version}"`);
    assert.equal(first.statusCode, 200, first.body);
    assert.equal(first.headers.etag, `"${leader.version! + 1}"`);
    const stale = await put(urlFor('editLeader'), { ...body, person: { ...body.person, fullName: 'Leader Stale' } }, `"${leader.version}"`);
    assert.equal(stale.statusCode, 412);
    assert.equal((await teamOf(countryId)).leader!.person.fullName, 'Leader Renamed');
  });

  it(`${routeOf('updatePerson')} (a guest) checks and moves the person's version`, async () => {
    const { countryId } = await freshCountry(app);
    const guestId = await insertGuest(app, countryId, 'Guest Before');
    const guests = await call(app, 'readPeopleOfCountry', { params: { role: 'GUEST', x: countryId }, token: adminToken });
    const guest = guests.json<Person[]>().find((person) => person.id === guestId)!;
    assert.equal(typeof guest.version, 'number');
    const first = await put(
      urlFor('updatePerson', { id: guestId }),
      guestPayload(countryId, { fullName: 'Guest After' }),
      `"${guest.version}"`,
    );
    assert.equal(first.statusCode, 200, first.body);
    assert.equal(first.json<Person>().version, guest.version! + 1);
    assert.equal(first.headers.etag, `"${guest.version! + 1}"`);
    const stale = await put(
      urlFor('updatePerson', { id: guestId }),
      guestPayload(countryId, { fullName: 'Guest Stale' }),
      `"${guest.version}"`,
    );
    assert.equal(stale.statusCode, 412);
    const now = await call(app, 'readPeopleOfCountry', { params: { role: 'GUEST', x: countryId }, token: adminToken });
    assert.equal(now.json<Person[]>().find((person) => person.id === guestId)!.fullName, 'Guest After');
  });

  it(`${routeOf('updateCountry')}: of 50 writes with one If-Match exactly one succeeds; without If-Match it still works`, async () => {
    const { countryId } = await freshCountry(app);
    const countryOf = async () => (await call(app, 'readCountries')).json<Country[]>().find((country) => country.id === countryId)!;
    const country = await countryOf();
    assert.equal(typeof country.version, 'number');
    const xsrf = await csrf(app);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        put(
          urlFor('updateCountry', { id: countryId }),
          { id: countryId, name: `${writerName(index)} ${countryId}` },
          `"${country.version}"`,
          xsrf,
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    assert.equal(statuses.filter((status) => status === 200).length, 1, statuses.join());
    assert.equal(statuses.filter((status) => status === 412).length, 49, statuses.join());
    const winner = answers.find((answer) => answer.statusCode === 200)!;
    const after = await countryOf();
    assert.equal(after.name, winner.json<Country>().name);
    assert.equal(after.version, country.version! + 1);
    assert.equal(winner.headers.etag, `"${after.version}"`);
    assert.equal(answers.find((answer) => answer.statusCode === 412)!.json().detail, 'This record was changed meanwhile by someone else.');
    const unconditional = await put(urlFor('updateCountry', { id: countryId }), { id: countryId, name: `Plain ${countryId}` });
    assert.equal(unconditional.statusCode, 200, unconditional.body);
    assert.equal((await countryOf()).version, country.version! + 2);
  });

  it(`${routeOf('updateContest')}: of 50 writes with one If-Match exactly one succeeds; without If-Match it still works`, async () => {
    const contestNow = async () => (await call(app, 'readContest', { query: { year: 2025 } })).json<Contest>();
    const { id, year, committees, version, ...settings } = await contestNow();
    assert.equal(typeof version, 'number');
    const xsrf = await csrf(app);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        put(urlFor('updateContest', { id }), { ...settings, shortName: writerName(index) }, `"${version}"`, xsrf),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    assert.equal(statuses.filter((status) => status === 200).length, 1, statuses.join());
    assert.equal(statuses.filter((status) => status === 412).length, 49, statuses.join());
    const winner = answers.find((answer) => answer.statusCode === 200)!;
    const after = await contestNow();
    assert.equal(after.shortName, winner.json<Contest>().shortName);
    assert.equal(after.version, version! + 1);
    assert.equal(winner.json<Contest>().version, after.version);
    assert.equal(winner.headers.etag, `"${after.version}"`);
    assert.deepEqual(after.committees, committees);
    const unconditional = await put(urlFor('updateContest', { id }), { ...settings, shortName: 'Unconditional' });
    assert.equal(unconditional.statusCode, 200, unconditional.body);
    assert.equal((await contestNow()).version, version! + 2);
  });

  it('answers 404 before 412 for a record that is not there', async () => {
    const { team } = await newTeam();
    const answer = await put(urlFor('editTeamBasics'), { ...basics(team, 'Nobody'), id: '00000000-0000-4000-8000-000000000001' }, '"1"');
    assert.equal(answer.statusCode, 404);
  });
});
