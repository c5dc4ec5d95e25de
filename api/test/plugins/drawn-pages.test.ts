import assert from 'node:assert/strict';
import { unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type {} from '../../src/plugins/public-cache.js';
import { insertTeam } from '../fixtures/teams.js';
import { stubWebRoot } from '../harness/stub-web-root.js';
import { buildTestApp, call, loginAdmin, urlFor } from '../helper.js';

// The shell's and public-site's server bundles, stood in for.
const { webRoot, dataDir, write } = stubWebRoot('drawn');

const TEMPLATE = '<!doctype html><html><head><title>Placeholder</title></head><body><div id="root"></div></body></html>';
write('shell/dist/index.html', TEMPLATE);
write('public-site/dist/mf-manifest.json', '{"name":"public_site"}');
// Stylesheets as the builds write them: the UI kit's twice in the shell (a shared module's own
// chunk and its fallback) and again in public-site, once under a name of the shell's.
const KIT = ':root{--color-blue-700:#173da6}';
write('shell/dist/187.aaaa.css', KIT);
write('shell/dist/568.aaaa.css', KIT);
write('shell/dist/525.bbbb.css', '.nav{color:#fff}');
write('public-site/dist/187.aaaa.css', KIT);
write('public-site/dist/34.aaaa.css', KIT);
write('public-site/dist/80.cccc.css', '.team{padding:1rem}');
write(
  'shell/dist-server/server.cjs',
  `exports.drawPage = async ({ url, reads, remotes }) => {
    if (url === '/schedule') throw new Error('cannot draw');
    const teams = reads['${urlFor('readTeams')}'];
    const contestants = (teams ?? []).flatMap((team) => team.contestants.map((contestant) => contestant.personEditModel.fullName));
    return '<main>' + remotes['public-site'].drawn + ' ' + url + ' ' + (teams ? teams.length + ' teams' : 'no teams') +
      (contestants.length ? ': ' + contestants.join(', ') : '') + '</main>';
  };`,
);
const publicSiteBundle = (version: string) => write('public-site/dist-server/server.cjs', `exports.drawn = 'public-site ${version}';`);
publicSiteBundle('v1');

const app = await buildTestApp({ webRoot, dataDir });
const root = (html: string) => /<div id="root">(.*?)<\/div><script type="application\/json"/.exec(html)?.[1];
const stylesheets = (html: string) =>
  [...html.matchAll(/<style data-href="([^"]+)">([^<]*)<\/style>/g)].map(([, file, css]) => `${file} ${css}`);
const bootData = (html: string) => JSON.parse(/<script type="application\/json" id="boot-data">([^<]*)<\/script>/.exec(html)![1]!);
const bootReads = (html: string) => bootData(html).reads;

describe('public pages drawn by the server', () => {
  it('answers each public route with its content and its styles in the page', async () => {
    const response = await app.inject({ url: '/' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['cache-control'], 'no-cache');
    assert.equal(root(response.body), '<main>public-site v1 / no teams</main>');
    // Both apps' stylesheets, each rule once, each file marked present so the browser does not fetch it.
    assert.deepEqual(stylesheets(response.body), [
      `187.aaaa.css ${KIT}`,
      '525.bbbb.css .nav{color:#fff}',
      '568.aaaa.css ',
      '34.aaaa.css ',
      '80.cccc.css .team{padding:1rem}',
    ]);
    assert.match(response.body, /<\/style><\/head>/);
    assert.deepEqual(Object.keys(bootReads(response.body)), [urlFor('readContest', {}, { year: 2025 })]);
    for (const url of ['/organizers', '/information/rules', '/commitees']) {
      assert.equal(root((await app.inject({ url })).body), `<main>public-site v1 ${url} no teams</main>`);
    }
  });

  it('draws /teams from the public list, and names that list for the browser to fetch', async () => {
    const teams = (await call(app, 'readTeams')).json();
    const page = (await app.inject({ url: '/teams' })).body;
    assert.equal(root(page), `<main>public-site v1 /teams ${teams.length} teams</main>`);
    // Carried, the list would make the page several times larger, and the first paint waits for all of it.
    assert.deepEqual(Object.keys(bootReads(page)), [urlFor('readContest', {}, { year: 2025 })]);
    assert.deepEqual(bootData(page).fetched, [urlFor('readTeams')]);
  });

  it('draws /teams as the public may see it, again after a consent is withdrawn', async () => {
    const { countryId } = await insertTeam(app, { countryName: 'Drawnland', teamName: 'Drawn', contestants: 1 });
    app.publicCache.invalidate(); // written past the api, as the fixture does
    assert.match(root((await app.inject({ url: '/teams' })).body)!, /: Drawn Contestant A<\/main>$/);
    const token = await loginAdmin(app);
    const [team] = (await call(app, 'readCountryTeams', { params: { countryId }, token })).json<
      { contestants: { personId: string }[] }[]
    >();
    const withdrawn = await call(app, 'recordPublicConsent', {
      params: { id: team!.contestants[0]!.personId },
      token,
      body: { photo: true, name: false },
    });
    assert.equal(withdrawn.statusCode, 200);
    const page = (await app.inject({ url: '/teams' })).body;
    assert.match(root(page)!, /: Contestant 1<\/main>$/);
    assert.ok(!page.includes('Drawn Contestant A'));
  });

  it('leaves personal and private routes to the browser', async () => {
    for (const url of ['/listTeams', '/login', '/controlPanel/countries', '/editTeam', '/no/such/page']) {
      const page = (await app.inject({ url })).body;
      assert.equal(root(page), '', url);
      assert.deepEqual(Object.keys(bootReads(page)), [urlFor('readContest', {}, { year: 2025 })], url);
      assert.equal(bootData(page).fetched, undefined, url);
      // The shell's styles only: public-site's come with its code.
      assert.deepEqual(stylesheets(page), [`187.aaaa.css ${KIT}`, '525.bbbb.css .nav{color:#fff}', '568.aaaa.css '], url);
    }
  });

  it('keeps a drawn page until a write, with an ETag and compressed', async () => {
    const first = await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    assert.equal(first.headers['content-encoding'], 'br');
    const etag = first.headers.etag as string;
    assert.ok(etag);
    assert.equal((await app.inject({ url: '/', headers: { 'if-none-match': etag } })).statusCode, 304);

    const token = await loginAdmin(app);
    const { id, year, committees, ...contest } = (await call(app, 'readContest', { query: { year: 2025 } })).json();
    await call(app, 'updateContest', { params: { id }, token, body: { ...contest, name: 'Renamed Olympiad' } });
    const after = await app.inject({ url: '/' });
    assert.notEqual(after.headers.etag, etag);
    assert.equal(bootReads(after.body)[urlFor('readContest', {}, { year: 2025 })].name, 'Renamed Olympiad');
  });

  it('draws with a redeployed public-site at once', async () => {
    const file = publicSiteBundle('v2');
    const later = new Date(Date.now() + 60_000);
    utimesSync(file, later, later);
    assert.equal(root((await app.inject({ url: '/patrons' })).body), '<main>public-site v2 /patrons no teams</main>');
  });

  it('answers the page undrawn when drawing fails', async () => {
    const response = await app.inject({ url: '/schedule' });
    assert.equal(response.statusCode, 200);
    assert.equal(root(response.body), '');
  });

  it('does not draw a public-site served from elsewhere, whose code the server does not hold', async () => {
    const overlay = join(dataDir, 'remotes.json');
    writeFileSync(overlay, JSON.stringify({ 'public-site': 'https://cdn.example/public-site/mf-manifest.json' }));
    try {
      assert.equal(root((await app.inject({ url: '/sponsors' })).body), '');
    } finally {
      unlinkSync(overlay);
    }
    assert.match(root((await app.inject({ url: '/sponsors' })).body)!, /public-site v2 \/sponsors/);
  });
});
