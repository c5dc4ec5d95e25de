import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { guideSchema, guideTeamSchema, type Guide, type GuideTeam } from '@olympiad/shared/schemas';
import { eq } from 'drizzle-orm';
import { contestants, people } from '../../src/db/schema.js';
import { insertGuide } from '../fixtures/guides.js';
import { insertTeam } from '../fixtures/teams.js';
import { pictureAddress } from '../harness/picture-address.js';
import { allKeys, buildTestApp, call, loginAdmin, tokenFor, userIdOf, routeOf, csvUpload } from '../helper.js';

const app = await buildTestApp();
const adminToken = await loginAdmin(app);

/** What a guide must never receive: birth dates, contact persons, e-mails, contest credentials. */
const PRIVATE_KEYS = [
  'dateOfBirth',
  'hasPersonForContact',
  'personForContactName',
  'personForContactPhoneNumber',
  'email',
  'contestUsername',
  'contestPassword',
];
const PRIVATE_VALUES = ['2010-01-01', 'Contact Person', '+359888000000', '@example.com', 'secret'];

const strictGuide = guideSchema.extend({ teams: guideSchema.shape.teams }).strict();

function assertNothingPrivate(body: string, value: unknown) {
  const keys = allKeys(value);
  for (const key of PRIVATE_KEYS) assert.ok(!keys.has(key), `the answer carries ${key}`);
  for (const secret of PRIVATE_VALUES) assert.ok(!body.includes(secret), `the answer contains ${secret}`);
}

let mine: { guideId: string; userId: string };
let theirs: { guideId: string; userId: string };
let guideToken: string;
let otherGuideToken: string;
let ownTeam: { countryId: string; teamId: string };
let secondTeam: { countryId: string; teamId: string };
let otherTeam: { countryId: string; teamId: string };

before(async () => {
  ownTeam = await insertTeam(app, { countryName: 'Bulgarica', teamName: 'Bulgarica', contestants: 2 });
  secondTeam = await insertTeam(app, { countryName: 'Albanica', teamName: 'Albanica Seniors', group: 'Senior', contestants: 1 });
  otherTeam = await insertTeam(app, { countryName: 'Cyprica', teamName: 'Cyprica' });
  await insertTeam(app, { countryName: 'Danica', teamName: 'Denmark without guide' });
  guideToken = await tokenFor(app, 'Guide');
  otherGuideToken = await tokenFor(app, 'Guide');
  mine = await insertGuide(app, {
    fullName: 'Maria Guide',
    userId: userIdOf(guideToken),
    teamIds: [ownTeam.teamId, secondTeam.teamId],
    phoneNumber: '+359 877 000 111',
  });
  theirs = await insertGuide(app, { fullName: 'Anna Guide', userId: userIdOf(otherGuideToken), teamIds: [otherTeam.teamId] });
  await insertGuide(app, { fullName: 'Zora Guide without teams' });
});

describe(routeOf('readGuideOfUser'), () => {
  it('gives a guide their own record with their teams, leaders phones and nothing private', async () => {
    const response = await call(app, 'readGuideOfUser', { params: { userId: mine.userId }, token: guideToken });
    assert.equal(response.statusCode, 200);
    const guide = strictGuide.parse(response.json()) as Guide;
    for (const team of guide.teams) guideTeamSchema.parse(team);
    assert.equal(guide.id, mine.guideId);
    assert.equal(guide.userId, mine.userId);
    assert.equal(guide.person.fullName, 'Maria Guide');
    assert.equal(guide.phoneNumber, '+359 877 000 111');
    assert.deepEqual(
      guide.teams.map((team) => [team.countryName, team.name, team.group]),
      [
        ['Albanica', 'Albanica Seniors', 'Senior'],
        ['Bulgarica', 'Bulgarica', 'Junior'],
      ],
    );
    const bulgaria = guide.teams[1]!;
    assert.ok(bulgaria.countryFlag && bulgaria.countryFlag.length > 0);
    assert.equal(bulgaria.leader?.person.fullName, 'Bulgarica Leader');
    assert.equal(bulgaria.leader?.phoneNumber, '+359888123456');
    assert.equal(bulgaria.deputyLeader?.person.fullName, 'Bulgarica Deputy');
    assert.deepEqual(
      bulgaria.contestants.map((contestant) => contestant.personEditModel.fullName),
      ['Bulgarica Contestant A', 'Bulgarica Contestant B'],
    );
    assert.match(bulgaria.contestants[0]!.personEditModel.picturePath ?? '', pictureAddress());
    assertNothingPrivate(response.body.replaceAll('+359888123456', ''), guide);
  });

  it('refuses a guide another user (403) and answers 404 for a user who is no guide', async () => {
    const other = await call(app, 'readGuideOfUser', { params: { userId: theirs.userId }, token: guideToken });
    assert.equal(other.statusCode, 403);
    const noGuideToken = await tokenFor(app, 'Guide');
    const none = await call(app, 'readGuideOfUser', { params: { userId: userIdOf(noGuideToken) }, token: noGuideToken });
    assert.equal(none.statusCode, 404);
    assert.equal(none.json().detail, 'There is no guide for this user.');
  });

  it('lets an administrator read any guide, and no registrator', async () => {
    const response = await call(app, 'readGuideOfUser', { params: { userId: theirs.userId }, token: adminToken });
    assert.equal(response.statusCode, 200);
    assert.equal(response.json<Guide>().id, theirs.guideId);
    const registrator = await tokenFor(app, 'TeamRegistrator');
    assert.equal((await call(app, 'readGuideOfUser', { params: { userId: theirs.userId }, token: registrator })).statusCode, 403);
  });
});

describe(routeOf('readTeamsOfGuide'), () => {
  it('gives a guide the teams of their own guide id, and 403 for another guide id', async () => {
    const own = await call(app, 'readTeamsOfGuide', { params: { guideId: mine.guideId }, token: guideToken });
    assert.equal(own.statusCode, 200);
    const teams = own.json<GuideTeam[]>();
    for (const team of teams) guideTeamSchema.parse(team);
    assert.deepEqual(
      teams.map((team) => team.id),
      [secondTeam.teamId, ownTeam.teamId],
    );
    assert.equal(teams[1]!.leader?.phoneNumber, '+359888123456');
    assertNothingPrivate(own.body.replaceAll('+359888123456', ''), teams);
    const other = await call(app, 'readTeamsOfGuide', { params: { guideId: theirs.guideId }, token: guideToken });
    assert.equal(other.statusCode, 403);
    assert.equal((await call(app, 'readTeamsOfGuide', { params: { guideId: theirs.guideId }, token: adminToken })).statusCode, 200);
  });

  it('shows the day-1 seat once the seatings are imported, and null before', async () => {
    const [first] = await app.db
      .select({ id: contestants.id })
      .from(contestants)
      .innerJoin(people, eq(people.id, contestants.personId))
      .where(eq(people.fullName, 'Bulgarica Contestant A'));
    const seatOf = async () => {
      const teams = (await call(app, 'readTeamsOfGuide', { params: { guideId: mine.guideId }, token: guideToken })).json<GuideTeam[]>();
      return teams[1]!.contestants[0]!.contestantContestDays;
    };
    assert.deepEqual(await seatOf(), { day1: null, day2: null });
    const file = `contestantId,day,seatingPlace\r\n${first!.id},1,A-12\r\n${first!.id},2,B-3\r\n`;
    const imported = await call(app, 'importSeatings', { params: { year: 2025 }, token: adminToken, ...csvUpload(file) });
    assert.equal(imported.statusCode, 200, imported.body);
    assert.deepEqual(await seatOf(), { day1: { seatingPlace: 'A-12' }, day2: { seatingPlace: 'B-3' } });
    const mineAgain = (await call(app, 'readGuideOfUser', { params: { userId: mine.userId }, token: guideToken })).json<Guide>();
    assert.equal(mineAgain.teams[1]!.contestants[0]!.contestantContestDays.day1?.seatingPlace, 'A-12');
    const all = (await call(app, 'readGuides', { token: otherGuideToken })).json<Guide[]>();
    assert.equal(
      all.find((guide) => guide.id === mine.guideId)!.teams[1]!.contestants[0]!.contestantContestDays.day1?.seatingPlace,
      'A-12',
    );
  });
});

describe(routeOf('readGuides'), () => {
  it('lists every guide by name with their teams, leaders by name only, to guides and administrators', async () => {
    const response = await call(app, 'readGuides', { token: otherGuideToken });
    assert.equal(response.statusCode, 200);
    const guides = response.json<Guide[]>();
    for (const guide of guides) strictGuide.parse(guide);
    assert.deepEqual(
      guides.map((guide) => [guide.person.fullName, guide.teams.map((team) => team.name)]),
      [
        ['Anna Guide', ['Cyprica']],
        ['Maria Guide', ['Albanica Seniors', 'Bulgarica']],
        ['Zora Guide without teams', []],
      ],
    );
    const bulgaria = guides[1]!.teams[1]!;
    assert.equal(bulgaria.leader?.person.fullName, 'Bulgarica Leader');
    assert.equal(bulgaria.deputyLeader?.person.fullName, 'Bulgarica Deputy');
    assert.equal(bulgaria.leader?.phoneNumber, undefined);
    assert.equal(guides[1]!.phoneNumber, '+359 877 000 111');
    assertNothingPrivate(response.body, guides);
    assert.ok(!response.body.includes('+359888123456'), 'the shared list carries a leader phone');
    assert.equal((await call(app, 'readGuides', { token: adminToken })).statusCode, 200);
    assert.equal((await call(app, 'readGuides', { token: await tokenFor(app, 'TeamRegistrator') })).statusCode, 403);
    assert.equal((await call(app, 'readGuides')).statusCode, 401);
  });
});
