import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SELECTION_COOKIE_PREFIX, SESSION_COOKIE, SIGNED_IN_COOKIE } from '@olympiad/shared/routes';
import type { LightMyRequestResponse } from 'fastify';
import { randomBytes } from 'node:crypto';
import { PICTURE } from '../fixtures/payloads.js';
import { freshCountry, insertPicture } from '../fixtures/registration.js';
import { stubWebRoot } from '../harness/stub-web-root.js';
import { ADMIN, buildTestApp, call, urlFor, userIdOf } from '../helper.js';

// What the api does with the apps' server bundles, and for whom.
const { webRoot, dataDir, write } = stubWebRoot('signed-in');

write('shell/dist/index.html', '<!doctype html><html><head><title>Placeholder</title></head><body><div id="root"></div></body></html>');
write('shell/dist/1.css', '.nav{color:#fff}');
for (const app of ['public-site', 'registration', 'control-panel']) {
  write(`${app}/dist/mf-manifest.json`, '{}');
  write(`${app}/dist/${app}.css`, `.${app}{margin:0}`);
  write(`${app}/dist-server/server.cjs`, `exports.name = '${app}';`);
}
// Draws what the screen shows as the browser would: the user, the selection, and a read that
// depends on another (the country's teams once the user's country is known).
write(
  'shell/dist-server/server.cjs',
  `exports.drawPage = async ({ url }) => '<main>public ' + url + '</main>';
  exports.drawSignedInPage = async ({ url, reads, remotes, session, read }) => {
    const { user, role, token } = session.state;
    const wanted = url === '/listGuests' ? '${urlFor('readCountry', { id: 'COUNTRY' })}'.replace('COUNTRY', user.countryId) : '${urlFor('readPeople')}';
    const known = { ...reads, [wanted]: await read(wanted) };
    const shown = Array.isArray(known[wanted]) ? known[wanted].length + ' rows' : known[wanted].name;
    if (url === '/controlPanel/teams') {
      const photo = (src) => '<img src="' + src.replace(/&/g, '&amp;') + '" alt="" fetchPriority="high"/>';
      const pictured = known[wanted].filter((person) => person.fullName.startsWith('Pictured')).sort((a, b) => a.fullName.localeCompare(b.fullName));
      const photos = [...pictured.map((person) => person.picturePath), '/api/Picture/3?expires=1&signature=s3'];
      return { markup: '<main>' + photos.map(photo).join('') + '<img src="/flag" alt=""/></main>', reads: known };
    }
    return {
      markup: '<main>' + remotes[Object.keys(remotes)[0]].name + ' ' + url + ' for ' + user.name + ' (' + role + ', token ' + (token ? 'held' : 'none') +
        '): ' + shown + ', team ' + (session.selections.selectedTeamId ?? 'none') + '</main>',
      reads: known,
    };
  };`,
);

const app = await buildTestApp({ webRoot, dataDir });
const root = (html: string) => /<div id="root">(.*?)<\/div><script type="application\/json"/.exec(html)?.[1];
const bootData = (html: string) => JSON.parse(/<script type="application\/json" id="boot-data">([^<]*)<\/script>/.exec(html)![1]!);
const cookieOf = (response: LightMyRequestResponse, name: string) => response.cookies.find((cookie) => cookie.name === name);

/** Logs in as the login form does, and answers the cookies the browser then sends on a navigation. */
async function browserLogin(email: string, password: string) {
  const response = await call(app, 'logIn', { body: { email, password } });
  assert.equal(response.statusCode, 200);
  const { token, id } = response.json<{ token: string; id: string }>();
  return { token, id, cookie: `${SESSION_COOKIE}=${cookieOf(response, SESSION_COOKIE)!.value}; ${SIGNED_IN_COOKIE}=${id}`, response };
}

async function registrator() {
  const { countryId } = await freshCountry(app);
  const email = `reg-${countryId.slice(0, 8)}@example.com`;
  const admin = await browserLogin(ADMIN.email, ADMIN.password);
  await call(app, 'registerUser', {
    token: admin.token,
    body: { email, name: 'Ana Registrator', password: 'user-password-1', role: 'TeamRegistrator', countryId },
  });
  return { countryId, ...(await browserLogin(email, 'user-password-1')) };
}

const navigate = (url: string, cookie?: string) => app.inject({ url, headers: cookie ? { cookie } : {} });

describe('screens behind the login drawn by the server', () => {
  it('the login sets the session HttpOnly and SameSite=Strict, and the user readable; the logout clears both', async () => {
    const admin = await browserLogin(ADMIN.email, ADMIN.password);
    const session = cookieOf(admin.response, SESSION_COOKIE)!;
    assert.equal(session.value, admin.token);
    assert.equal(session.httpOnly, true);
    assert.equal(session.sameSite, 'Strict');
    assert.equal(session.path, '/');
    assert.equal(session.maxAge, 12 * 60 * 60);
    const user = cookieOf(admin.response, SIGNED_IN_COOKIE)!;
    assert.equal(user.value, userIdOf(admin.token));
    assert.equal(user.httpOnly, undefined);
    assert.equal(user.sameSite, 'Strict');

    const logout = await call(app, 'logOut', { token: admin.token });
    assert.equal(logout.statusCode, 204);
    for (const name of [SESSION_COOKIE, SIGNED_IN_COOKIE]) {
      const cleared = cookieOf(logout, name)!;
      assert.equal(cleared.value, '');
      assert.ok(cleared.expires && cleared.expires.getTime() < Date.now(), `${name} expires`);
    }
  });

  it('draws a screen for the session it carries, from reads asked with its token, and never caches it', async () => {
    const admin = await browserLogin(ADMIN.email, ADMIN.password);
    const response = await navigate('/controlPanel/people', admin.cookie);
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['cache-control'], 'private, no-store');
    assert.equal(response.headers.etag, undefined);
    const people = (await call(app, 'readPeople', { token: admin.token })).json<unknown[]>();
    assert.equal(
      root(response.body),
      `<main>control-panel /controlPanel/people for Administrator (Administrator, token held): ${people.length} rows, team none</main>`,
    );
    const boot = bootData(response.body);
    assert.deepEqual(boot.drawnFor, { user: admin.id, selections: {} });
    // Named, not carried: the browser asks for them with its own token.
    assert.deepEqual(boot.fetched, [urlFor('readPeople')]);
    assert.deepEqual(Object.keys(boot.reads), [urlFor('readContest', {}, { year: 2025 })]);
    assert.match(response.body, /<style data-href="control-panel.css">/);
  });

  it("carries a drawn screen's first small picture in the page, and asks for the next first one from its head", async () => {
    const { countryId } = await freshCountry(app);
    const photo = await insertPicture(app, 'Pictured 1 small', countryId, Buffer.from(PICTURE, 'base64'));
    const large = await insertPicture(app, 'Pictured 0 large', countryId, randomBytes(60 * 1024));
    const admin = await browserLogin(ADMIN.email, ADMIN.password);
    const { body } = await navigate('/controlPanel/teams', admin.cookie);
    const pictures = [...root(body)!.matchAll(/<img src="([^"]+)"/g)].map(([, src]) => src);
    const signed = (id: string) => new RegExp(`^/api/Picture/${id}\\?expires=\\d+&amp;signature=`);
    // The large one keeps its address, the small one is in the page, the third is not of the first screen.
    assert.match(pictures[0]!, signed(large));
    assert.equal(pictures[1], `data:image/png;base64,${PICTURE}`);
    assert.equal(pictures[2], '/api/Picture/3?expires=1&amp;signature=s3');
    const head = body.slice(0, body.indexOf('</head>'));
    const preloads = [...head.matchAll(/<link rel="preload" as="image" href="([^"]+)" fetchpriority="high">/g)].map(([, href]) => href);
    assert.deepEqual(preloads, [pictures[0]]);
    assert.ok(!body.includes(photo), 'the carried picture is not named by its address');
  });

  it('draws with the session selections the navigation carries', async () => {
    const { cookie, countryId, token } = await registrator();
    const response = await navigate('/listGuests', `${cookie}; ${SELECTION_COOKIE_PREFIX}selectedTeamId=team-7`);
    const country = (await call(app, 'readCountry', { params: { id: countryId }, token })).json<{ name: string }>();
    assert.equal(
      root(response.body),
      `<main>registration /listGuests for Ana Registrator (TeamRegistrator, token held): ${country.name}, team team-7</main>`,
    );
    assert.deepEqual(bootData(response.body).drawnFor.selections, { selectedTeamId: 'team-7' });
  });

  it('answers the page as to anyone when the role may not open the route, or a read is refused', async () => {
    const { cookie } = await registrator();
    const visitor = (await navigate('/controlPanel/people')).body;
    // An Administrator's section for a registrator: the shell then shows that it is not theirs.
    const refused = await navigate('/controlPanel/people', cookie);
    assert.equal(refused.headers['cache-control'], 'no-cache');
    assert.equal(refused.body, visitor);
    assert.equal(bootData(refused.body).drawnFor, undefined);
    // A screen of theirs whose drawing asks for a read the policy refuses them (the stand-in's
    // `/history` asks for every person): not drawn with a hole, answered as to anyone.
    const readRefused = await navigate('/history', cookie);
    assert.equal(readRefused.body, (await navigate('/history')).body);
  });

  it('draws nothing for a session the browser no longer shows, or that has ended', async () => {
    const admin = await browserLogin(ADMIN.email, ADMIN.password);
    // The browser forgot the user (a logout the server could not be told of): only the HttpOnly cookie is left.
    const forgotten = await navigate('/controlPanel/people', `${SESSION_COOKIE}=${admin.token}`);
    assert.equal(bootData(forgotten.body).drawnFor, undefined);
    // Another user's id beside the token.
    const mixed = await navigate('/controlPanel/people', `${SESSION_COOKIE}=${admin.token}; ${SIGNED_IN_COOKIE}=someone-else`);
    assert.equal(bootData(mixed.body).drawnFor, undefined);

    await call(app, 'logOut', { token: admin.token });
    const ended = await navigate('/controlPanel/people', admin.cookie);
    assert.equal(bootData(ended.body).drawnFor, undefined);
    assert.equal(cookieOf(ended, SESSION_COOKIE)?.value, '', 'the ended session is cleared');
  });

  it('keeps the public pages as they are drawn for everyone, also for a signed-in browser', async () => {
    const admin = await browserLogin(ADMIN.email, ADMIN.password);
    const visitor = await navigate('/schedule');
    const signedIn = await navigate('/schedule', admin.cookie);
    assert.equal(signedIn.headers.etag, visitor.headers.etag);
    assert.equal(root(signedIn.body), '<main>public /schedule</main>');
  });
});
