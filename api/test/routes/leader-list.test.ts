import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { leaderSchema } from '@olympiad/shared/schemas';
import { insertTeam } from '../fixtures/teams.js';
import { pictureAddress } from '../harness/picture-address.js';
import { buildTestApp, call, loginAdmin, tokenFor, routeOf } from '../helper.js';

const app = await buildTestApp();
await insertTeam(app, { countryName: 'Zetaland', teamName: 'Zeta Team' });
await insertTeam(app, { countryName: 'Alphaland', teamName: 'Alpha Team', group: 'Senior' });

describe(routeOf('readLeaders'), () => {
  it('lists every leader and deputy with picture, name, country, team, phone and e-mail', async () => {
    const response = await call(app, 'readLeaders', { token: await loginAdmin(app) });
    assert.equal(response.statusCode, 200);
    const leaders = leaderSchema.strict().array().parse(response.json());
    assert.deepEqual(
      leaders.map((leader) => [leader.countryName, leader.person.fullName, leader.isDeputy, leader.teamName]),
      [
        ['Alphaland', 'Alpha Team Deputy', true, 'Alpha Team'],
        ['Alphaland', 'Alpha Team Leader', false, 'Alpha Team'],
        ['Zetaland', 'Zeta Team Deputy', true, 'Zeta Team'],
        ['Zetaland', 'Zeta Team Leader', false, 'Zeta Team'],
      ],
    );
    const [first] = leaders;
    assert.equal(first!.email, 'deputy@example.com');
    assert.equal(first!.phoneNumber, '+359888123456');
    assert.equal(first!.teamGroup, 'Senior');
    assert.match(first!.person.picturePath!, pictureAddress());
  });

  it('answers 403 to TeamRegistrators and Guides, 401 without a token', async () => {
    for (const role of ['TeamRegistrator', 'Guide'] as const) {
      assert.equal((await call(app, 'readLeaders', { token: await tokenFor(app, role) })).statusCode, 403);
    }
    assert.equal((await call(app, 'readLeaders')).statusCode, 401);
  });
});
