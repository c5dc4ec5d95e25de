import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { USER_ROLES } from '@olympiad/shared/schemas';
import { POLICY, type PolicyEntry } from '../../src/policy/policy-table.js';
import { isWindowOpen, type RegistrationWindow } from '../../src/policy/windows.js';
import { databaseDigest } from '../harness/digest.js';
import { buildTestApp, call } from '../helper.js';
import { EXAMPLES, type Method } from './examples.js';
import { buildWorld, setWindow, type Caller, type Side, type WindowState, type World } from './world.js';

const app = await buildTestApp();
let world: World;
before(async () => {
  world = await buildWorld(app);
});

const WINDOW_STATES: readonly WindowState[] = ['open', 'edit', 'closed'];
const CALLERS: readonly Caller[] = ['anonymous', ...USER_ROLES];

/** Now in each window state, measured against the deadline setWindow puts there. */
const nowIsOpen = (window: RegistrationWindow, state: WindowState) => {
  const deadline = { open: 1, edit: -0.5, closed: -2 }[state];
  return isWindowOpen(window, new Date(Date.now() + deadline * 24 * 3600 * 1000), new Date());
};

/** What the policy table says a caller gets: 'allowed' means any answer but 401, 403 or a window's 409. */
function expected(entry: PolicyEntry, caller: Caller, side: Side, state: WindowState): 401 | 403 | 409 | 'allowed' {
  if (entry.access === 'public') return 'allowed';
  if (caller === 'anonymous') return 401;
  if (!entry.access.includes(caller)) return 403;
  if (caller === 'Administrator') return 'allowed';
  if (entry.own && side === 'other') return 403;
  if (entry.window && !nowIsOpen(entry.window, state)) return 409;
  return 'allowed';
}

const routeName = (entry: PolicyEntry) => `${entry.method} ${entry.url}`;

describe('the policy table', () => {
  it('has a route for every row and an example request for every route', () => {
    for (const entry of POLICY) {
      assert.ok(app.hasRoute({ method: entry.method, url: entry.url }), `${routeName(entry)} is in the table but not served`);
      assert.ok(EXAMPLES[entry.key], `${routeName(entry)} has no example request in test/policy/examples.ts`);
    }
  });
});

let refusals = 0;

describe('access matrix: every row × caller × own/other country × registration window', () => {
  after(() => console.log(`access matrix: ${POLICY.length} routes, ${refusals} refusals, the database unchanged after each`));

  for (const entry of POLICY) {
    const sides: readonly Side[] = entry.own ? ['own', 'other'] : ['own'];
    const states: readonly WindowState[] = entry.window ? WINDOW_STATES : ['open'];
    it(`${routeName(entry)}`, async () => {
      for (const state of states) {
        await setWindow(app, state);
        for (const caller of CALLERS) {
          for (const side of sides) {
            const example = await EXAMPLES[entry.key](world, side);
            const token = caller === 'anonymous' ? undefined : (example.tokens ?? world.tokens)[caller];
            const want = expected(entry, caller, side, state);
            const digestBefore = want === 'allowed' ? undefined : await databaseDigest(app);
            const response = await call(app, { method: entry.method as Method, url: example.url, token, body: example.body });
            const where = `${caller}, ${side} country, ${state} window: ${response.statusCode} ${response.body.slice(0, 200)}`;
            if (want === 'allowed') {
              assert.ok(![401, 403].includes(response.statusCode), where);
              assert.ok(response.statusCode < 500, where);
              if (response.statusCode === 409) assert.doesNotMatch(response.json().detail, /window|Registration closed/, where);
            } else {
              assert.equal(response.statusCode, want, where);
              assert.match(response.headers['content-type'] as string, /^application\/problem\+json/, where);
              assert.equal(await databaseDigest(app), digestBefore, `${where}: the refusal changed the database`);
              refusals += 1;
            }
          }
        }
      }
    });
  }
});
