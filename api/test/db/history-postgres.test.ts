import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { contestantItem, teamPayload } from '../fixtures/payloads.js';
import { call, loginAdmin, postgresInstances, tokenFor, userIdOf, routeOf } from '../helper.js';

// The change history on a PostgreSQL server (the rest of the suite runs on PGlite): the actor is
// local to each write's own transaction, so writes of several users at once over the pool each
// record their own, and a write that fails records nothing.
const [app] = await postgresInstances(1);
const admin = await loginAdmin(app);

async function countryWithTeam(name: string) {
  const country = (await call(app, 'createCountry', { token: admin, body: { name } })).json<{ id: string }>();
  const token = await tokenFor(app, 'TeamRegistrator', country.id);
  const created = await call(app, 'createTeam', {
    token,
    body: teamPayload({ name: `${name} Team`, contestants: [contestantItem('Ana Lopez')] }),
  });
  assert.equal(created.statusCode, 201, created.body);
  const [team] = (await call(app, 'readCountryTeams', { params: { countryId: country.id }, token })).json<
    Array<{ id: string; contestants: Array<Record<string, unknown> & { id: string; personEditModel: Record<string, unknown> }> }>
  >();
  return { countryId: country.id, token, contestant: team!.contestants[0]! };
}

const edit = (contestant: { id: string; personEditModel: Record<string, unknown> } & Record<string, unknown>, fullName: string) => ({
  id: contestant.id,
  teamId: contestant.teamId,
  personId: contestant.personId,
  isOffical: true,
  dateOfBirth: '2011-05-05',
  operatingSystemName: 'Linux',
  hasPersonForContact: false,
  personEditModel: { fullName, tShirtSize: 'M' },
});

describe('the change history on PostgreSQL', () => {
  it('records each of many simultaneous edits by two registrators with its own author', async () => {
    const [north, south] = await Promise.all([countryWithTeam('Northland'), countryWithTeam('Southland')]);
    const names = ['Ana Alpha', 'Ana Beta', 'Ana Gamma', 'Ana Delta', 'Ana Epsilon'];
    const writes = names.flatMap((name) =>
      [north, south].map((side) => call(app, 'editContestant', { token: side.token, body: edit(side.contestant, name) })),
    );
    for (const response of await Promise.all(writes)) assert.equal(response.statusCode, 200, response.body);
    const rows = (
      await app.db.execute<{ user_id: string; country_id: string }>(
        sql`SELECT user_id, country_id FROM changes WHERE call = ${routeOf('editContestant')} AND entity = 'person'`,
      )
    ).rows;
    assert.ok(rows.length >= 2 * (names.length - 1), `recorded ${rows.length}`);
    for (const row of rows) {
      const author = row.country_id === north.countryId ? north.token : south.token;
      assert.equal(row.user_id, userIdOf(author));
    }
  });

  it('a write that fails midway leaves no history', async () => {
    const before = (await app.db.execute<{ n: string }>(sql`SELECT count(*) AS n FROM changes`)).rows[0]!.n;
    const contest = (await call(app, 'readContest', { query: { year: 2025 } })).json<Record<string, unknown> & { id: string }>();
    const committees = [{ name: 'Jury', members: [{ personId: '11111111-1111-1111-1111-111111111111', role: 'Member' }] }];
    const failed = await call(app, 'updateContest', {
      params: { id: contest.id },
      token: admin,
      body: { ...contest, name: 'Never Renamed', committees },
    });
    assert.equal(failed.statusCode, 400, failed.body);
    const now = (await app.db.execute<{ n: string }>(sql`SELECT count(*) AS n FROM changes`)).rows[0]!.n;
    assert.equal(now, before);
  });
});
