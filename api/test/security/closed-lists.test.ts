import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { CLOSED_LIST_FIELDS } from '@olympiad/shared/schemas';
import { z } from 'zod';
import { POLICY } from '../../src/plugins/access.js';
import { databaseDigest } from '../harness/digest.js';
import { leafPaths, withLeaf } from '../harness/zod-arbitrary.js';
import { buildTestApp, call, send, routeOf } from '../helper.js';
import { EXAMPLES, type Method } from '../policy/examples.js';
import { buildWorld, setWindow, type World } from '../policy/world.js';

const app = await buildTestApp();
let world: World;
before(async () => {
  world = await buildWorld(app);
  await setWindow(app, 'open');
});

const HOSTILE = '<img src=x onerror=alert(1)>';
const isClosed = (path: (string | number)[]) => Object.hasOwn(CLOSED_LIST_FIELDS, String(path.at(-1)));

describe('closed lists: T-shirt sizes, operating systems, arrival and departure locations', () => {
  const covered = new Set<string>();

  for (const entry of POLICY.filter((row) => row.method !== 'GET')) {
    const name = `${entry.method} ${entry.url}`;
    it(`${name} refuses a value outside the contest's list with 400 on the field, changing nothing`, async () => {
      const example = await EXAMPLES[entry.key](world, 'own');
      const schema = app.routeSchemas.get(entry.key)?.body;
      // Only fields the route takes: a read projection sent back (a contestant's person) is dropped by its schema.
      const kept = (path: (string | number)[]) => {
        const parsed = schema ? z.safeParse(schema as z.ZodType, withLeaf(example.body, path, HOSTILE)) : undefined;
        return Boolean(parsed?.success && JSON.stringify(parsed.data).includes(JSON.stringify(HOSTILE)));
      };
      const paths = leafPaths(example.body).filter(isClosed).filter(kept);
      for (const path of paths) {
        for (const value of [HOSTILE, 'XXXXL', 'sofia airport']) {
          const digest = await databaseDigest(app);
          const body = withLeaf(example.body, path, value);
          const response = await send(app, { method: entry.method as Method, url: example.url, token: world.tokens.Administrator, body });
          assert.equal(response.statusCode, 400, `${path.join('.')} = ${value}: ${response.body.slice(0, 300)}`);
          assert.match(response.headers['content-type'] as string, /^application\/problem\+json/);
          const messages: string[] = response.json().errors[path.join('.')];
          assert.match(
            messages?.[0] ?? '',
            /^Must be one of the contest's (T-shirt sizes|operating systems|arrival locations|departure locations): /,
          );
          assert.equal(await databaseDigest(app), digest, `${path.join('.')}: the refusal changed the database`);
        }
        covered.add(`${name} ${path.join('.')}`);
      }
    });
  }

  it('covers every write that carries a closed-list field', () => {
    const routes = new Set([...covered].map((item) => item.split(' ').slice(0, 2).join(' ')));
    for (const name of [
      routeOf('createTeam'),
      routeOf('editTeamArrival'),
      routeOf('addContestant'),
      routeOf('editContestant'),
      routeOf('replaceLeader'),
      routeOf('editLeader'),
      routeOf('createPerson'),
      routeOf('updatePerson'),
    ]) {
      assert.ok(routes.has(name), `${name} was not checked`);
    }
  });

  it(`names the contest's own list, as ${routeOf('readEnumerations')} gives it`, async () => {
    const enums = (await call(app, 'readEnumerations')).json();
    const example = await EXAMPLES.createPerson!(world, 'own');
    const response = await send(app, {
      method: 'POST',
      url: example.url,
      token: world.tokens.Administrator,
      body: { ...(example.body as object), tShirtSize: 'XXXL' },
    });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json().errors, {
      tShirtSize: [`Must be one of the contest's T-shirt sizes: ${enums.tShirtSizesList.join(', ')}.`],
    });
  });
});

describe('a JSON body that is not UTF-8', () => {
  it('is refused with 400 problem details instead of being stored with U+FFFD', async () => {
    const digest = await databaseDigest(app);
    const response = await call(app, 'createCountry', {
      token: world.tokens.Administrator,
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: Buffer.concat([Buffer.from('{"name":"Bad '), Buffer.from([0xff, 0xfe]), Buffer.from(' Land"}')]),
    });
    assert.equal(response.statusCode, 400);
    assert.match(response.headers['content-type'] as string, /^application\/problem\+json/);
    assert.equal(response.json().detail, 'The request body is not valid UTF-8.');
    assert.equal(await databaseDigest(app), digest);
  });

  it('leaves well-formed UTF-8 and prototype-poisoning checks as they were', async () => {
    const created = await call(app, 'createCountry', { token: world.tokens.Administrator, body: { name: 'Côte d’Ivoire Ünïcode' } });
    assert.equal(created.statusCode, 201, created.body);
    assert.equal(created.json().name, 'Côte d’Ivoire Ünïcode');
    const poisoned = await call(app, 'createCountry', {
      token: world.tokens.Administrator,
      headers: { 'content-type': 'application/json' },
      body: '{"name":"Proto","__proto__":{"admin":true}}',
    });
    assert.equal(poisoned.statusCode, 400);
  });
});
