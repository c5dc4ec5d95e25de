import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SPEC_EDITION } from '@olympiad/shared/schemas';
import { count, ne } from 'drizzle-orm';
import type {} from '../../src/plugins/db.js';
import { buildDemoEdition } from '../../src/db/demo/build-edition.js';
import { DEMO_COUNTRIES } from '../../src/db/demo/names.js';
import { countries, guideTeams, images, people, teams } from '../../src/db/schema.js';
import { pictureAddress } from '../harness/picture-address.js';
import { allKeys, buildTestApp, call, send } from '../helper.js';

const PRIVATE_KEYS = [
  'email',
  'phoneNumber',
  'dateOfBirth',
  'personForContactName',
  'personForContactPhoneNumber',
  'tShirtSize',
  'timeOfArrival',
  'contestPassword',
];

const app = await buildTestApp({ seedDemo: true });

type DemoTeam = {
  name: string;
  group: string;
  countryName: string;
  countryFlag: string | null;
  leader: { person: { picturePath: string } } | null;
  deputyLeader: unknown;
  contestants: unknown[];
};

describe('SEED_DEMO=1', () => {
  it('loads about a hundred countries, each with a junior team', async () => {
    const [countryCount] = await app.db.select({ value: count() }).from(countries);
    assert.equal(countryCount!.value, DEMO_COUNTRIES.length + 1);
    const list = (await call(app, 'readTeams')).json<DemoTeam[]>();
    assert.equal(list.filter((team) => team.group === 'Junior').length, DEMO_COUNTRIES.length + 1);
    assert.ok(list.some((team) => team.group === 'Senior'));
  });

  it('gives every team a flag, a pictured leader and 1 to 4 contestants, and some a deputy', async () => {
    const list = (await call(app, 'readTeams')).json<DemoTeam[]>();
    for (const team of list) {
      assert.ok(team.countryFlag?.startsWith('iVBORw0KGgo'), `${team.name} has a PNG flag`);
      assert.match(team.leader!.person.picturePath, pictureAddress());
      assert.ok(team.contestants.length >= 1 && team.contestants.length <= 4);
    }
    const deputies = list.filter((team) => team.deputyLeader).length;
    assert.ok(deputies > list.length / 4 && deputies < (list.length * 3) / 4);
    const names = list.map((team) => `${team.countryName} ${team.name}`.toLowerCase());
    assert.deepEqual(
      names,
      [...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
    );
  });

  it('keeps the private fields of the demo people out of every public read', async () => {
    const contest = (await call(app, 'readContest', { query: { year: SPEC_EDITION.year } })).json();
    const bodies = [
      (await call(app, 'readTeams')).json(),
      (await call(app, 'readPublicCommittee', { query: { contestId: contest.id } })).json(),
      contest,
    ];
    for (const body of bodies) {
      for (const key of PRIVATE_KEYS) assert.ok(!allKeys(body).has(key), `a public read contains ${key}`);
    }
  });

  it('serves the generated pictures and fills committees and guides', async () => {
    const list = (await call(app, 'readTeams')).json<DemoTeam[]>();
    const picture = await send(app, { url: list[0]!.leader!.person.picturePath });
    assert.equal(picture.statusCode, 200);
    assert.equal(picture.headers['content-type'], 'image/svg+xml');
    const contest = (await call(app, 'readContest', { query: { year: SPEC_EDITION.year } })).json();
    assert.equal(contest.committees.length, 3);
    assert.ok(contest.committees.every((committee: { members: unknown[] }) => committee.members.length >= 4));
    const [assigned] = await app.db.select({ value: count() }).from(guideTeams);
    const [teamCount] = await app.db.select({ value: count() }).from(teams);
    assert.equal(assigned!.value, teamCount!.value);
  });

  it('builds the same edition on every run, under ids of its own', () => {
    const first = buildDemoEdition('00000000-0000-4000-8000-000000000000');
    const second = buildDemoEdition('00000000-0000-4000-8000-000000000000');
    const withoutIds = (rows: object[]) => rows.map((row) => ({ ...row, id: undefined, pictureId: undefined, countryId: undefined }));
    assert.deepEqual(withoutIds(second.people), withoutIds(first.people));
    assert.deepEqual(
      second.teams.map((team) => team.name),
      first.teams.map((team) => team.name),
    );
    assert.equal(new Set([...first.people, ...second.people].map((person) => person.id)).size, 2 * first.people.length);
  });

  // Anyone could otherwise read a demo installation's people and pictures off another one.
  it('gives people, pictures, countries and teams ids no other installation has', async () => {
    const other = await buildTestApp({ seedDemo: true });
    const ids = async (db: typeof app.db) =>
      [
        ...(await db.select({ id: people.id }).from(people)),
        ...(await db.select({ id: images.id }).from(images)),
        ...(await db.select({ id: images.publicKey }).from(images)),
        ...(await db.select({ id: countries.id }).from(countries).where(ne(countries.id, SPEC_EDITION.hostCountry!.id))),
        ...(await db.select({ id: teams.id }).from(teams)),
      ].map((row) => row.id);
    const here = await ids(app.db);
    const there = new Set(await ids(other.db));
    assert.ok(here.length > 1000, `${here.length} ids`);
    assert.deepEqual(
      here.filter((id) => there.has(id)),
      [],
    );
  });
});
