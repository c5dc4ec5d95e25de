import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, it } from 'node:test';
import { gzipSync } from 'node:zlib';
import { buildTestApp, call, loginAdmin, send, urlFor } from '../helper.js';

const webRoot = mkdtempSync(join(tmpdir(), 'olympiad-web-'));
const dataDir = mkdtempSync(join(tmpdir(), 'olympiad-data-'));
after(() => {
  rmSync(webRoot, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

function write(path: string, content: string | Buffer) {
  const file = join(webRoot, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

const INDEX = '<!doctype html><html><head><title>Placeholder</title></head><body><div id="root"></div></body></html>';
write('shell/dist/index.html', INDEX);
write('shell/dist/main.js', 'console.log("main")');
write('shell/dist/main.js.gz', gzipSync('console.log("main")'));
write('shell/dist/123.abcdef.js', 'console.log("chunk")');
write('public-site/dist/mf-manifest.json', '{"name":"public_site"}');
write('public-site/dist/remoteEntry.js', 'var public_site;');
write('public-site/dist/456.fedcba.js', 'chunk');
write('control-panel/dist/mf-manifest.json', '{"name":"control_panel"}');
writeFileSync(join(dataDir, 'remotes.json'), JSON.stringify({ 'control-panel': 'https://cdn.example/cp/mf-manifest.json' }));

const app = await buildTestApp({ webRoot, dataDir });

describe('static front end', () => {
  it('answers the shell for / and every route, and the same page as a 404 for any other path, with the contest name as title', async () => {
    const cases: [string, number][] = [
      ['/', 200],
      ['/controlPanel/countries', 200],
      ['/controlPanel/no-such-section', 200],
      ['/editTeam/', 200],
      ['/LISTGUESTS?x=1', 200],
      ['/no/such/page?x=1', 404],
      ['/editTeam/7ea00000-0000-4000-8000-000000000001', 404],
      ['/teamsx', 404],
      ['/index.html', 404],
    ];
    for (const [url, status] of cases) {
      const response = await app.inject({ url });
      assert.equal(response.statusCode, status, url);
      assert.match(response.headers['content-type'] as string, /^text\/html/);
      assert.equal(response.headers['cache-control'], 'no-cache');
      assert.match(response.body, /<title>International Junior Olympiad in Informatics 2025<\/title>/);
      assert.match(response.body, /<div id="root">/);
      assert.doesNotMatch(response.body, /Placeholder/);
    }
  });

  it('answers a repeated request for an unknown path with the whole 404 page, never "not modified"', async () => {
    const { headers } = await app.inject({ url: '/controlPanel/countries' });
    const response = await app.inject({ url: '/no/such/page', headers: { 'if-none-match': headers.etag as string } });
    assert.equal(response.statusCode, 404);
    assert.match(response.body, /<div id="root">/);
    assert.equal((await app.inject({ url: '/controlPanel/users', headers: { 'if-none-match': headers.etag as string } })).statusCode, 304);
  });

  it('sets the XSRF cookie on pages', async () => {
    const response = await app.inject({ url: '/' });
    assert.ok(response.cookies.some((cookie) => cookie.name === 'XSRF-TOKEN'));
  });

  it('refreshes the title after the contest is renamed', async () => {
    const token = await loginAdmin(app);
    const { id, year, committees, ...contest } = (await call(app, 'readContest', { query: { year: 2025 } })).json();
    const renamed = await call(app, 'updateContest', { params: { id }, token, body: { ...contest, name: 'Olympiad <Renamed>' } });
    assert.equal(renamed.statusCode, 200);
    const response = await app.inject({ url: '/' });
    assert.match(response.body, /<title>Olympiad &#60;Renamed&#62;<\/title>/);
  });

  it('inlines the remotes map and the current contest, unable to close its element', async () => {
    const bootData = (html: string) => {
      const match = /<script type="application\/json" id="boot-data">([^<]*)<\/script><\/body>/.exec(html);
      assert.ok(match, 'the boot data block ends the body');
      return JSON.parse(match[1]!);
    };
    const page = (await app.inject({ url: '/teams' })).body;
    const boot = bootData(page);
    assert.deepEqual(boot.remotes, (await app.inject({ url: '/remotes.json' })).json());
    const contestRead = urlFor('readContest', {}, { year: 2025 });
    assert.deepEqual(boot.reads, { [contestRead]: (await send(app, { url: contestRead })).json() });

    const token = await loginAdmin(app);
    const { id, year, committees, ...contest } = boot.reads[contestRead];
    await call(app, 'updateContest', { params: { id }, token, body: { ...contest, name: 'Olympiad </script><b> $&' } });
    const renamed = (await app.inject({ url: '/' })).body;
    assert.equal(bootData(renamed).reads[contestRead].name, 'Olympiad </script><b> $&');
    assert.doesNotMatch(renamed, /<b>/);
  });

  it('marks entry files no-cache and hashed chunks immutable', async () => {
    const cases: [string, string][] = [
      ['/main.js', 'no-cache'],
      ['/123.abcdef.js', 'public, max-age=31536000, immutable'],
      ['/remotes/public-site/mf-manifest.json', 'no-cache'],
      ['/remotes/public-site/remoteEntry.js', 'no-cache'],
      ['/remotes/public-site/456.fedcba.js', 'public, max-age=31536000, immutable'],
    ];
    for (const [url, expected] of cases) {
      const response = await app.inject({ url });
      assert.equal(response.statusCode, 200, url);
      assert.equal(response.headers['cache-control'], expected, url);
    }
  });

  it('serves a precompressed sibling when the client accepts it', async () => {
    const response = await app.inject({ url: '/main.js', headers: { 'accept-encoding': 'gzip' } });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-encoding'], 'gzip');
    assert.equal(response.headers['cache-control'], 'no-cache');
  });

  it('answers /remotes.json from the built remotes, overlaid by DATA_DIR/remotes.json', async () => {
    const response = await app.inject({ url: '/remotes.json' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['cache-control'], 'no-cache');
    assert.deepEqual(response.json(), {
      'public-site': '/remotes/public-site/mf-manifest.json',
      'control-panel': 'https://cdn.example/cp/mf-manifest.json',
    });
  });

  it('answers 404 for a missing remote file instead of the page', async () => {
    const response = await app.inject({ url: '/remotes/public-site/missing.js' });
    assert.equal(response.statusCode, 404);
  });

  it('still answers 404 problem JSON under /api', async () => {
    const response = await app.inject({ url: '/api/nothing' });
    assert.equal(response.statusCode, 404);
    assert.match(response.headers['content-type'] as string, /^application\/problem\+json/);
  });
});

describe('static front end not built', () => {
  it('answers 503 with a hint to build', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'olympiad-empty-'));
    after(() => rmSync(empty, { recursive: true, force: true }));
    const bare = await buildTestApp({ webRoot: empty, dataDir: empty });
    const response = await bare.inject({ url: '/' });
    assert.equal(response.statusCode, 503);
    assert.match(response.body, /npm run build/);
    assert.deepEqual((await bare.inject({ url: '/remotes.json' })).json(), {});
  });
});
