import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { SPEC_EDITION, type CommitteePerson, type ConsentChoice, type PublicTeam, type Team } from '@olympiad/shared/schemas';
import { eq } from 'drizzle-orm';
import { committeeMembers, committees, contests, people } from '../../src/db/schema.js';
import type {} from '../../src/plugins/public-cache.js';
import { insertGuide } from '../fixtures/guides.js';
import { insertTeam } from '../fixtures/teams.js';
import { buildTestApp, call, loginAdmin, tokenFor, userIdOf } from '../helper.js';

const app = await buildTestApp();
const adminToken = await loginAdmin(app);

let alpha: { countryId: string; teamId: string };
let bravo: { countryId: string; teamId: string };
let alphaRegistrator: string;
let bravoGuide: string;

const teamsAs = async (token?: string) => (await call(app, 'readTeams', { token })).json<PublicTeam[]>();
const teamOf = (teams: PublicTeam[], id: string) => teams.find((team) => team.id === id)!;
const contestantNames = (team: PublicTeam) => team.contestants.map((contestant) => contestant.personEditModel.fullName);
const wholeTeam = async (countryId: string) =>
  (await call(app, 'readCountryTeams', { params: { countryId }, token: adminToken })).json<Team[]>()[0]!;
const record = (personId: string, consent: ConsentChoice, token = adminToken) =>
  call(app, 'recordPublicConsent', { params: { id: personId }, token, body: consent });
const setContestantsPublic = async (value: boolean) => {
  await app.db.update(contests).set({ contestantsPublic: value }).where(eq(contests.year, SPEC_EDITION.year));
  app.publicCache.invalidate();
};

before(async () => {
  alpha = await insertTeam(app, { countryName: 'Alphastan', teamName: 'Alpha', contestants: 2 });
  bravo = await insertTeam(app, { countryName: 'Bravoland', teamName: 'Bravo', contestants: 1 });
  alphaRegistrator = await tokenFor(app, 'TeamRegistrator', alpha.countryId);
  bravoGuide = await tokenFor(app, 'Guide');
  await insertGuide(app, { fullName: 'Bravo Guide', userId: userIdOf(bravoGuide), teamIds: [bravo.teamId] });
});

describe('public consent', () => {
  it('shows everyone by default, as the specification’s teams list does', async () => {
    const alphaTeam = teamOf(await teamsAs(), alpha.teamId);
    assert.deepEqual(contestantNames(alphaTeam), ['Alpha Contestant A', 'Alpha Contestant B']);
    assert.ok(alphaTeam.contestants.every((contestant) => contestant.personEditModel.picturePath));
    const team = await wholeTeam(alpha.countryId);
    // Nothing recorded: the edition's default is in effect.
    const unrecorded = { photo: true, name: true, recorded: { photo: null, name: null } };
    assert.deepEqual(team.contestants[0]!.publicConsent, unrecorded);
    assert.deepEqual(team.leader!.publicConsent, unrecorded);
  });

  it('records a registrator’s choice for their own country, at any time, and the public list honours it after a refill', async () => {
    await teamsAs(); // the cache holds the list before the consent changes
    const team = await wholeTeam(alpha.countryId);
    const second = team.contestants[1]!;
    const first = team.contestants[0]!;
    const recorded = await record(second.personId, { photo: true, name: false }, alphaRegistrator);
    assert.equal(recorded.statusCode, 200);
    assert.deepEqual(recorded.json(), { photo: true, name: false, recorded: { photo: true, name: false } });
    assert.equal((await record(first.personId, { photo: false, name: true }, alphaRegistrator)).statusCode, 200);

    const shown = teamOf(await teamsAs(), alpha.teamId);
    assert.deepEqual(contestantNames(shown), ['Alpha Contestant A', 'Contestant 2']);
    assert.equal(shown.contestants[0]!.personEditModel.picturePath, null);
    assert.ok(shown.contestants[1]!.personEditModel.picturePath);
    const body = (await call(app, 'readTeams')).body;
    assert.ok(!body.includes('Alpha Contestant B'), 'the withheld name is nowhere in the public answer');
    assert.deepEqual((await wholeTeam(alpha.countryId)).contestants[1]!.publicConsent, {
      photo: true,
      name: false,
      recorded: { photo: true, name: false },
    });
  });

  it('hides a leader’s name and photo behind their role', async () => {
    const team = await wholeTeam(bravo.countryId);
    await record(team.leader!.personId, { photo: false, name: false });
    await record(team.deputyLeader!.personId, { photo: true, name: false });
    const shown = teamOf(await teamsAs(), bravo.teamId);
    assert.deepEqual(shown.leader!.person, { fullName: 'Team leader', picturePath: null });
    assert.equal(shown.deputyLeader!.person.fullName, 'Deputy leader');
  });

  it('shows whole to each signed-in user the teams they see in their own screens', async () => {
    const names = async (token?: string) => {
      const teams = await teamsAs(token);
      return [contestantNames(teamOf(teams, alpha.teamId))[1], teamOf(teams, bravo.teamId).leader!.person.fullName];
    };
    assert.deepEqual(await names(), ['Contestant 2', 'Team leader']);
    assert.deepEqual(await names(adminToken), ['Alpha Contestant B', 'Bravo Leader']);
    assert.deepEqual(await names(alphaRegistrator), ['Alpha Contestant B', 'Team leader']);
    assert.deepEqual(await names(bravoGuide), ['Contestant 2', 'Bravo Leader']);
    const visitor = await call(app, 'readTeams');
    const registrator = await call(app, 'readTeams', { token: alphaRegistrator });
    assert.notEqual(visitor.headers.etag, registrator.headers.etag);
    assert.match(String(registrator.headers.vary), /authorization/i);
  });

  it('answers a token that no longer holds as it answers a visitor', async () => {
    const teams = (await call(app, 'readTeams', { token: 'not-a-token' })).json<PublicTeam[]>();
    assert.equal(contestantNames(teamOf(teams, alpha.teamId))[1], 'Contestant 2');
  });

  it('hides every contestant without a recorded consent when Contest settings says so', async () => {
    await setContestantsPublic(false);
    try {
      const shown = teamOf(await teamsAs(), alpha.teamId);
      // The first contestant's name was consented to; the second's was withheld.
      assert.deepEqual(contestantNames(shown), ['Alpha Contestant A', 'Contestant 2']);
      assert.deepEqual(contestantNames(teamOf(await teamsAs(), bravo.teamId)), ['Contestant 1']);
      assert.equal(teamOf(await teamsAs(), bravo.teamId).contestants[0]!.personEditModel.picturePath, null);
      // Leaders keep their default.
      assert.equal(teamOf(await teamsAs(), alpha.teamId).leader!.person.fullName, 'Alpha Leader');
      assert.deepEqual((await wholeTeam(bravo.countryId)).contestants[0]!.publicConsent, {
        photo: false,
        name: false,
        recorded: { photo: null, name: null },
      });
    } finally {
      await setContestantsPublic(true);
    }
  });

  it('hides a committee member who withdrew, in the committee list and in the contest', async () => {
    const [contest] = await app.db.select().from(contests).where(eq(contests.year, SPEC_EDITION.year));
    const [member] = await app.db
      .insert(people)
      .values({ fullName: 'Quiet Member', roles: ['COMMITTEE'], countryId: SPEC_EDITION.hostCountry!.id, contestId: contest!.id })
      .returning({ id: people.id });
    const [committee] = await app.db.insert(committees).values({ contestId: contest!.id, name: 'Jury' }).returning({ id: committees.id });
    await app.db.insert(committeeMembers).values({ committeeId: committee!.id, personId: member!.id, role: 'Member' });
    assert.equal((await record(member!.id, { photo: false, name: false })).statusCode, 200);

    const listed = (await call(app, 'readPublicCommittee')).json<{ id: string; fullName: string; picturePath: string | null }[]>();
    assert.deepEqual(
      listed.filter((person) => person.id === member!.id).map(({ fullName, picturePath }) => ({ fullName, picturePath })),
      [{ fullName: 'Committee member', picturePath: null }],
    );
    const publicContest = (await call(app, 'readContest')).json<{
      committees: { name: string; members: { person: { fullName: string } }[] }[];
    }>();
    const jury = publicContest.committees.find((entry) => entry.name === 'Jury')!;
    assert.deepEqual(
      jury.members.map((entry) => entry.person.fullName),
      ['Committee member'],
    );
    // The control panel's Committee section still sees them whole, with their consent to edit.
    const edited = (await call(app, 'readCommitteePeople', { token: adminToken })).json<CommitteePerson[]>();
    assert.deepEqual(
      edited.filter((person) => person.id === member!.id).map(({ fullName, publicConsent }) => ({ fullName, publicConsent })),
      [{ fullName: 'Quiet Member', publicConsent: { photo: false, name: false, recorded: { photo: false, name: false } } }],
    );
  });

  it('refuses another country’s person, a visitor and bad input, and changes nothing', async () => {
    const bravoContestant = (await wholeTeam(bravo.countryId)).contestants[0]!;
    assert.equal((await record(bravoContestant.personId, { photo: false, name: false }, alphaRegistrator)).statusCode, 403);
    const visitor = await call(app, 'recordPublicConsent', {
      params: { id: bravoContestant.personId },
      body: { photo: false, name: false },
    });
    assert.equal(visitor.statusCode, 401);
    const bad = await record(bravoContestant.personId, { photo: 'no' } as never);
    assert.equal(bad.statusCode, 400);
    assert.deepEqual((await wholeTeam(bravo.countryId)).contestants[0]!.publicConsent?.recorded, { photo: null, name: null });
    assert.equal((await record(bravoContestant.personId, {} as never)).statusCode, 400, 'a body that chooses nothing');
    const missing = await record('00000000-0000-4000-8000-000000000000', { photo: true, name: true });
    assert.equal(missing.statusCode, 404);
  });
});
