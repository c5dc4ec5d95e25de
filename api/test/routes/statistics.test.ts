import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SPEC_EDITION, statisticsSchema } from '@olympiad/shared/schemas';
import { eq } from 'drizzle-orm';
import { contestants, contests, people } from '../../src/db/schema.js';
import { insertTeam } from '../fixtures/teams.js';
import { buildTestApp, call, loginAdmin, tokenFor, routeOf } from '../helper.js';

const app = await buildTestApp();

// A known edition: Alpha has a junior team of 2 and one of 1 unofficial contestant, Beta a
// senior team of 3; every leader, deputy and contestant wears M (the fixture's size).
const alpha = await insertTeam(app, { countryName: 'Alpha', teamName: 'Alpha Juniors', contestants: 2 });
const alphaSecond = await insertTeam(app, { countryId: alpha.countryId, teamName: 'Alpha Second', contestants: 1 });
const beta = await insertTeam(app, { countryName: 'Beta', teamName: 'Beta Seniors', group: 'Senior', contestants: 3 });
await app.db.update(contestants).set({ isOfficial: false }).where(eq(contestants.teamId, alphaSecond.teamId));
const [contest] = await app.db.select({ id: contests.id }).from(contests).where(eq(contests.year, SPEC_EDITION.year));
await app.db.insert(people).values([
  { fullName: 'Bob Guest', roles: ['GUEST'], countryId: beta.countryId, contestId: contest!.id, tShirtSize: null },
  { fullName: 'Alice Guest', roles: ['GUEST'], countryId: alpha.countryId, contestId: contest!.id, tShirtSize: 'L' },
  { fullName: 'Gail Guide', roles: ['GUIDE', 'COMMITTEE'], contestId: contest!.id, tShirtSize: 'XL' },
  // Not of this contest: never counted.
  { fullName: 'Old Guest', roles: ['GUEST'], countryId: alpha.countryId, contestId: null, tShirtSize: 'S' },
]);

const readStatistics = (token?: string) => call(app, 'readStatistics', { query: { year: SPEC_EDITION.year }, token });

describe(routeOf('readStatistics'), () => {
  it('counts the known edition', async () => {
    const response = await readStatistics(await loginAdmin(app));
    assert.equal(response.statusCode, 200, response.body);
    const statistics = statisticsSchema.strict().parse(response.json());
    assert.deepEqual(statistics, {
      countriesCount: 2,
      contestantStatisticByCountry: {
        Alpha: { officialJunior: 2, unofficialJunior: 1, officialSenior: 0, unofficialSenior: 0 },
        Beta: { officialJunior: 0, unofficialJunior: 0, officialSenior: 3, unofficialSenior: 0 },
      },
      tShirtStatistics: {
        M: { LEADER: 6, CONTESTANT: 6 },
        L: { GUEST: 1 },
        XL: { GUIDE: 1, COMMITTEE: 1 },
      },
      peopleCount: 15,
      leadersCount: 6,
      contestantsCount: 6,
      guestsCount: 2,
      guidesCount: 1,
      guests: [
        { name: 'Alice Guest', country: 'Alpha', tShirtSize: 'L' },
        { name: 'Bob Guest', country: 'Beta', tShirtSize: null },
      ],
    });
    assert.deepEqual(Object.keys(statistics.tShirtStatistics), ['M', 'L', 'XL'], 'sizes in their enumeration order');
    assert.deepEqual(Object.keys(statistics.tShirtStatistics.XL!), ['GUIDE', 'COMMITTEE'], 'roles in theirs');
    assert.deepEqual(Object.keys(statistics.contestantStatisticByCountry), ['Alpha', 'Beta']);
  });

  it('answers 404 for a year without a contest and 400 for a year that is not one', async () => {
    const admin = await loginAdmin(app);
    assert.equal((await call(app, 'readStatistics', { query: { year: 2031 }, token: admin })).statusCode, 404);
    assert.equal((await call(app, 'readStatistics', { query: { year: 'soon' }, token: admin })).statusCode, 400);
  });

  it('is for Administrators only', async () => {
    for (const role of ['TeamRegistrator', 'Guide'] as const) {
      assert.equal((await readStatistics(await tokenFor(app, role))).statusCode, 403);
    }
    assert.equal((await readStatistics()).statusCode, 401);
  });
});
