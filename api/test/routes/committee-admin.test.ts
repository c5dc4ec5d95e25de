import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { SPEC_EDITION, committeeEditSchema, committeePersonSchema, contestSchema } from '@olympiad/shared/schemas';
import { eq } from 'drizzle-orm';
import { contests, people } from '../../src/db/schema.js';
import { buildTestApp, call, loginAdmin, tokenFor, routeOf } from '../helper.js';

const app = await buildTestApp();
const [contest] = await app.db.select({ id: contests.id }).from(contests).where(eq(contests.year, SPEC_EDITION.year));
const [zed, ann] = await app.db
  .insert(people)
  .values([
    {
      fullName: 'Zed Chair',
      roles: ['COMMITTEE'],
      countryId: SPEC_EDITION.hostCountry!.id,
      contestId: contest!.id,
      tShirtSize: 'XL',
      arrivalLocation: 'Other',
    },
    {
      fullName: 'Ann Member',
      roles: ['COMMITTEE', 'GUIDE'],
      countryId: SPEC_EDITION.hostCountry!.id,
      contestId: contest!.id,
      tShirtSize: 'S',
      timeOfArrival: '2025-08-28 14:30:00',
    },
    { fullName: 'Gus Guest', roles: ['GUEST'], countryId: SPEC_EDITION.hostCountry!.id, contestId: contest!.id, tShirtSize: 'M' },
  ])
  .returning({ id: people.id });

const contestId = { id: contest!.id };
const committees = [
  {
    name: 'Scientific Committee',
    members: [
      { personId: zed!.id, role: 'Chair' },
      { personId: ann!.id, role: 'Member' },
    ],
  },
  { name: 'Organising Committee', members: [{ personId: ann!.id, role: 'Chair' }] },
];

let admin: string;
before(async () => {
  admin = await loginAdmin(app);
});

describe(routeOf('saveCommittees'), () => {
  it('replaces the committees and their members’ roles, which the public committees page then shows', async () => {
    await call(app, 'readContest', { query: { year: SPEC_EDITION.year } }); // fill the public cache first
    const response = await call(app, 'saveCommittees', { params: contestId, token: admin, body: committees });
    assert.equal(response.statusCode, 200, response.body);
    const saved = committeeEditSchema.strict().array().parse(response.json());
    assert.deepEqual(
      saved.map((committee) => [committee.name, committee.members.map((member) => `${member.fullName}: ${member.role}`)]),
      [
        ['Scientific Committee', ['Zed Chair: Chair', 'Ann Member: Member']],
        ['Organising Committee', ['Ann Member: Chair']],
      ],
    );
    const read = await call(app, 'readCommittees', { params: contestId, token: admin });
    assert.deepEqual(read.json(), response.json());

    const publicContest = contestSchema.parse((await call(app, 'readContest', { query: { year: SPEC_EDITION.year } })).json());
    assert.deepEqual(publicContest.committees[1], {
      name: 'Organising Committee',
      members: [{ role: 'Chair', person: { fullName: 'Ann Member', picturePath: null, country: { name: 'Bulgaria' } } }],
    });
  });

  it('refuses an unknown person or a blank name and keeps the committees as they were', async () => {
    const unknown = await call(app, 'saveCommittees', {
      params: contestId,
      token: admin,
      body: [{ name: 'Ghosts', members: [{ personId: '11111111-1111-4111-8111-111111111111', role: 'Chair' }] }],
    });
    assert.equal(unknown.statusCode, 400);
    assert.ok(unknown.json().errors.committees);
    const blank = await call(app, 'saveCommittees', { params: contestId, token: admin, body: [{ name: ' ', members: [] }] });
    assert.equal(blank.statusCode, 400);
    assert.ok(blank.json().errors['0.name']);
    const read = committeeEditSchema.array().parse((await call(app, 'readCommittees', { params: contestId, token: admin })).json());
    assert.deepEqual(
      read.map((committee) => committee.name),
      ['Scientific Committee', 'Organising Committee'],
    );
  });

  it('answers 404 for an unknown contest', async () => {
    const unknown = { id: '11111111-1111-4111-8111-111111111111' };
    assert.equal((await call(app, 'readCommittees', { params: unknown, token: admin })).statusCode, 404);
    assert.equal((await call(app, 'saveCommittees', { params: unknown, token: admin, body: [] })).statusCode, 404);
  });
});

describe(routeOf('readCommitteePeople'), () => {
  it('lists the committee people with T-shirt size, roles and their committee roles, by name', async () => {
    const response = await call(app, 'readCommitteePeople', { token: admin });
    assert.equal(response.statusCode, 200);
    const list = committeePersonSchema.strict().array().parse(response.json());
    assert.deepEqual(
      list.map((person) => [person.fullName, person.tShirtSize, person.roles, person.country?.name, person.committees]),
      [
        [
          'Ann Member',
          'S',
          ['COMMITTEE', 'GUIDE'],
          'Bulgaria',
          [
            { committeeName: 'Scientific Committee', role: 'Member' },
            { committeeName: 'Organising Committee', role: 'Chair' },
          ],
        ],
        ['Zed Chair', 'XL', ['COMMITTEE'], 'Bulgaria', [{ committeeName: 'Scientific Committee', role: 'Chair' }]],
      ],
    );
    // Venue wall-clock times as every person read gives them, ready for a datetime-local input.
    assert.equal(list[0]!.timeOfArrival, '2025-08-28T14:30:00');
  });
});

describe('committee administration is for Administrators only', () => {
  it('answers 403 to TeamRegistrators and Guides', async () => {
    for (const role of ['TeamRegistrator', 'Guide'] as const) {
      const token = await tokenFor(app, role);
      assert.equal((await call(app, 'readCommitteePeople', { token })).statusCode, 403);
      assert.equal((await call(app, 'readCommittees', { params: contestId, token })).statusCode, 403);
      assert.equal((await call(app, 'saveCommittees', { params: contestId, token, body: committees })).statusCode, 403);
    }
  });
});
