import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { publicTeamSchema, teamSchema, type PublicTeam } from '@olympiad/shared/schemas';
import type {} from '../../src/plugins/public-cache.js';
import { insertTeam } from '../fixtures/teams.js';
import { pictureAddress } from '../harness/picture-address.js';
import { allKeys, buildTestApp, call, loginAdmin, tokenFor, urlFor, routeOf } from '../helper.js';

const app = await buildTestApp();
const adminToken = await loginAdmin(app);

/** Every key a public read may contain: anything else (e-mail, phone, birth date, contact, credentials, travel) fails. */
const PUBLIC_TEAM_KEYS = new Set([
  'id',
  'name',
  'group',
  'countryId',
  'countryName',
  'countryFlag',
  'leader',
  'deputyLeader',
  'contestants',
  'personId',
  'isDeputy',
  'person',
  'fullName',
  'picturePath',
  'teamId',
  'contestantGroup',
  'isOfficial',
  'personEditModel',
]);

const publicTeams = async () => (await call(app, 'readTeams')).json<PublicTeam[]>();

let bravo: { countryId: string; teamId: string };
let alpha: { countryId: string; teamId: string };

before(async () => {
  bravo = await insertTeam(app, { countryName: 'bravoland', teamName: 'Zeta', contestants: 3 });
  alpha = await insertTeam(app, { countryName: 'Alphastan', teamName: 'beta' });
  await insertTeam(app, { countryName: 'Charlie Republic', teamName: 'Gamma', group: 'Senior', contestants: 1 });
});

describe(routeOf('readTeams'), () => {
  it('lists every team with only public fields, at every depth', async () => {
    const response = await call(app, 'readTeams');
    assert.equal(response.statusCode, 200);
    const teams = response.json<PublicTeam[]>();
    assert.equal(teams.length, 3);
    for (const team of teams) publicTeamSchema.strict().parse(team);
    const unexpected = [...allKeys(teams)].filter((key) => !PUBLIC_TEAM_KEYS.has(key));
    assert.deepEqual(unexpected, []);
    for (const secret of ['@example.com', '+359', '2010-01-01', 'Contact Person', 'secret', 'Airport']) {
      assert.ok(!response.body.includes(secret), `the public list contains ${secret}`);
    }
  });

  it('gives each team its country, flag, leader, deputy and contestants', async () => {
    const teams = (await call(app, 'readTeams')).json();
    const zeta = teams.find((team: { id: string }) => team.id === bravo.teamId);
    assert.equal(zeta.countryName, 'bravoland');
    assert.equal(zeta.group, 'Junior');
    assert.ok(zeta.countryFlag.length > 0);
    assert.equal(zeta.leader.person.fullName, 'Zeta Leader');
    assert.match(zeta.leader.person.picturePath, pictureAddress('[0-9a-f]{32}$'));
    assert.equal(zeta.deputyLeader.person.fullName, 'Zeta Deputy');
    assert.deepEqual(
      zeta.contestants.map((contestant: { personEditModel: { fullName: string } }) => contestant.personEditModel.fullName),
      ['Zeta Contestant A', 'Zeta Contestant B', 'Zeta Contestant C'],
    );
  });

  it('sorts by country name, then team name, ignoring case', async () => {
    const before = await publicTeams();
    assert.deepEqual(
      before.map((team) => team.countryName),
      ['Alphastan', 'bravoland', 'Charlie Republic'],
    );
    await insertTeam(app, { countryName: 'alphastan two', teamName: 'Alpha', contestants: 1 });
    app.publicCache.invalidate();
    const names = (await publicTeams()).map((team) => `${team.countryName}/${team.name}`);
    assert.deepEqual(names, ['Alphastan/beta', 'alphastan two/Alpha', 'bravoland/Zeta', 'Charlie Republic/Gamma']);
  });

  it('answers with a strong ETag and 304 when it matches', async () => {
    const first = await call(app, 'readTeams');
    const etag = first.headers.etag as string;
    assert.match(etag, /^"[^"]+"$/);
    assert.equal(first.headers['cache-control'], 'no-cache');
    const again = await app.inject({ url: urlFor('readTeams'), headers: { 'if-none-match': etag } });
    assert.equal(again.statusCode, 304);
    assert.equal(again.body, '');
    assert.equal(again.headers.etag, etag);
    const stale = await app.inject({ url: urlFor('readTeams'), headers: { 'if-none-match': '"other"' } });
    assert.equal(stale.statusCode, 200);
  });

  it('sends the list compressed to clients that accept it, the same JSON once decoded', async () => {
    const plain = await app.inject({ url: urlFor('readTeams') });
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const response = await app.inject({ url: urlFor('readTeams'), headers: { 'accept-encoding': `${encoding}, deflate` } });
      assert.equal(response.headers['content-encoding'], encoding);
      assert.equal(response.headers.vary, 'authorization, accept-encoding');
      assert.equal(response.headers.etag, plain.headers.etag);
      assert.equal(decode(response.rawPayload).toString('utf8'), plain.body);
    }
    assert.equal(plain.headers['content-encoding'], undefined);
  });

  it('shows a renamed country at once, with a new ETag', async () => {
    const first = await call(app, 'readTeams');
    const renamed = await call(app, 'updateCountry', {
      params: { id: alpha.countryId },
      token: adminToken,
      body: { name: 'Alphastan Renamed' },
    });
    assert.equal(renamed.statusCode, 200);
    const second = await call(app, 'readTeams');
    assert.notEqual(second.headers.etag, first.headers.etag);
    assert.ok(second.json().some((team: PublicTeam) => team.countryName === 'Alphastan Renamed'));
    const old = await app.inject({ url: urlFor('readTeams'), headers: { 'if-none-match': first.headers.etag as string } });
    assert.equal(old.statusCode, 200);
  });

  it('keeps the cache after a refused write', async () => {
    const first = await call(app, 'readTeams');
    const refused = await call(app, 'updateCountry', { params: { id: alpha.countryId }, body: { name: 'Nope' } });
    assert.equal(refused.statusCode, 401);
    const second = await call(app, 'readTeams');
    assert.equal(second.headers.etag, first.headers.etag);
  });
});

describe(routeOf('readCountryTeams'), () => {
  const read = (token?: string) => call(app, 'readCountryTeams', { params: { countryId: bravo.countryId }, token });

  it('refuses anonymous callers', async () => {
    assert.equal((await read()).statusCode, 401);
  });

  it("refuses another country's registrator and a guide", async () => {
    const other = await tokenFor(app, 'TeamRegistrator', alpha.countryId);
    assert.equal((await read(other)).statusCode, 403);
    const guide = await tokenFor(app, 'Guide');
    assert.equal((await read(guide)).statusCode, 403);
  });

  it('gives its own registrator the full teams of the country', async () => {
    const own = await tokenFor(app, 'TeamRegistrator', bravo.countryId);
    const response = await read(own);
    assert.equal(response.statusCode, 200);
    const teams = response.json();
    assert.equal(teams.length, 1);
    const team = teamSchema.parse(teams[0]);
    assert.equal(team.id, bravo.teamId);
    assert.equal(team.leader?.email, 'leader@example.com');
    assert.equal(team.contestants.length, 3);
    assert.equal(team.contestants[0]?.personForContactName, 'Contact Person');
    assert.ok(!response.body.includes('secret'), 'contest credentials are never sent');
  });

  it('allows an administrator', async () => {
    const response = await read(adminToken);
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().length, 1);
  });
});
