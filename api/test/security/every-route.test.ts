import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { POLICY, type PolicyEntry } from '../../src/plugins/access.js';
import { databaseDigest } from '../harness/digest.js';
import { forgedTokens } from '../harness/forged-tokens.js';
import { buildTestApp, csrf, send } from '../helper.js';
import { EXAMPLES, type Method } from '../policy/examples.js';
import { buildWorld, setWindow, type World } from '../policy/world.js';

const app = await buildTestApp();
let world: World;
let tokens: Record<string, string>;
before(async () => {
  world = await buildWorld(app);
  await setWindow(app, 'open');
  tokens = await forgedTokens(app);
});

const routeName = (entry: PolicyEntry) => `${entry.method} ${entry.url}`;
const authenticated = POLICY.filter((entry) => entry.access !== 'public');
const writes = POLICY.filter((entry) => entry.method !== 'GET');
const counts = { forged: 0, csrf: 0 };
after(() =>
  console.log(
    `every route: ${counts.forged} forged-token calls on ${authenticated.length} authenticated routes → 401; ` +
      `${counts.csrf} calls without or with a wrong XSRF pair on ${writes.length} write routes → 403; the database unchanged after each`,
  ),
);

/** The example's URL with the /api prefix percent-encoded three ways. */
const spellings = (url: string) => [
  url,
  url.replace('/api/', '/%61pi/'),
  url.replace('/api/', '/ap%69/'),
  url.replace('/api/', '/%61%70%69/'),
];

describe('forged and ended tokens answer 401 on every authenticated route', () => {
  for (const entry of authenticated) {
    it(routeName(entry), async () => {
      const example = await EXAMPLES[entry.key](world, 'own');
      for (const [kind, token] of Object.entries(tokens)) {
        const digest = await databaseDigest(app);
        const response = await send(app, { method: entry.method as Method, url: example.url, token, body: example.body });
        assert.equal(response.statusCode, 401, `${kind}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        assert.equal(response.headers['cache-control'], 'no-store');
        assert.equal(await databaseDigest(app), digest, `${kind}: the refusal changed the database`);
        counts.forged += 1;
      }
    });
  }
});

describe('every write route refuses a missing or wrong XSRF pair with 403, however the path is spelled', () => {
  for (const entry of writes) {
    it(routeName(entry), async () => {
      const example = await EXAMPLES[entry.key](world, 'own');
      const xsrf = await csrf(app);
      const bearer = { authorization: `Bearer ${(example.tokens ?? world.tokens).Administrator}` };
      const variants = {
        'no pair': bearer,
        'cookie only': { ...bearer, cookie: `XSRF-TOKEN=${xsrf}` },
        'header only': { ...bearer, 'x-xsrf-token': xsrf },
        // The last character changed (a base64url token ends in one of 16 letters, A among them).
        'wrong header': {
          ...bearer,
          cookie: `XSRF-TOKEN=${xsrf}`,
          'x-xsrf-token': `${xsrf.slice(0, -1)}${xsrf.endsWith('A') ? 'B' : 'A'}`,
        },
      };
      for (const url of spellings(example.url)) {
        for (const [variant, headers] of Object.entries(variants)) {
          const digest = await databaseDigest(app);
          const response = await app.inject({
            method: entry.method as Method,
            url,
            headers,
            ...(example.body === undefined ? {} : { payload: example.body as object }),
          });
          assert.equal(response.statusCode, 403, `${variant} at ${url}: ${response.statusCode} ${response.body.slice(0, 200)}`);
          assert.equal(await databaseDigest(app), digest, `${variant} at ${url}: the refusal changed the database`);
          counts.csrf += 1;
        }
      }
    });
  }
});
