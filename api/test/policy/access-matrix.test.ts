import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { POLICY, type PolicyEntry } from '../../src/plugins/access.js';
import { isWindowOpen, type RegistrationWindow } from '../../src/policy/windows.js';
import { databaseDigest } from '../harness/digest.js';
import { buildTestApp, send } from '../helper.js';
import { EXAMPLES, ORGANISER_EXAMPLES, ORGANISER_ROLES, type Example, type Method } from './examples.js';
import { buildWorld, roleOf, setWindow, type Caller, type Side, type WindowState, type World } from './world.js';

const app = await buildTestApp();
let world: World;
before(async () => {
  world = await buildWorld(app);
});

const WINDOW_STATES: readonly WindowState[] = ['open', 'edit', 'closed'];
const CALLERS: readonly Caller[] = ['anonymous', 'Administrator', 'TeamRegistrator', 'HostRegistrator', 'Guide'];
/** Whose data an example acts on: the caller's own country's, another's, or the organisers' people of the host country. */
type Target = Side | 'organisers';

/** A route reaches a country's people when it resolves a person's owner or names the roles of the people it makes or lists. */
const reachesPeople = (entry: PolicyEntry) =>
  Boolean(entry.personRoles) || [entry.own ?? []].flat().some(({ kind }) => kind === 'person' || kind === 'guest' || kind === 'leader');

/** Now in each window state, measured against the deadline setWindow puts there. */
const nowIsOpen = (window: RegistrationWindow, state: WindowState) => {
  const deadline = { open: 1, edit: -0.5, closed: -2 }[state];
  return isWindowOpen(window, new Date(Date.now() + deadline * 24 * 3600 * 1000), new Date());
};

/** What the call's policy says a caller gets: 'allowed' means any answer but 401, 403 or a window's 409. */
function expected(entry: PolicyEntry, caller: Caller, target: Target, state: WindowState): 401 | 403 | 409 | 'allowed' {
  if (entry.access === 'public') return 'allowed';
  if (caller === 'anonymous') return 401;
  if (!entry.access.includes(roleOf(caller))) return 403;
  if (caller === 'Administrator') return 'allowed';
  // Guides and committee members are the organisers': no registrator's, the host country's neither.
  if (target === 'organisers') return 403;
  if (entry.own && target === 'other') return 403;
  if (entry.window && !nowIsOpen(entry.window, state)) return 409;
  return 'allowed';
}

const routeName = (entry: PolicyEntry) => `${entry.method} ${entry.url}`;

describe('the policies of the contract', () => {
  it('has a route for every row and an example request for every route', () => {
    for (const entry of POLICY) {
      assert.ok(app.hasRoute({ method: entry.method, url: entry.url }), `${routeName(entry)} is in the table but not served`);
      assert.ok(EXAMPLES[entry.key], `${routeName(entry)} has no example request in test/policy/examples.ts`);
    }
  });

  it("has an example on the organisers' people for every route that reaches a country's people, and only for those", () => {
    assert.deepEqual(
      Object.keys(ORGANISER_EXAMPLES).sort(),
      POLICY.filter(reachesPeople)
        .map((entry) => entry.key)
        .sort(),
    );
  });
});

let refusals = 0;

describe("access matrix: every row × caller (the host country's registrator too) × own/other country and the organisers' people × registration window", () => {
  after(() => console.log(`access matrix: ${POLICY.length} routes, ${refusals} refusals, the database unchanged after each`));

  /** Makes the example as `caller` and checks the answer against what the call's policy says. */
  async function check(entry: PolicyEntry, caller: Caller, target: Target, state: WindowState, example: Example, seen: World) {
    const token = caller === 'anonymous' ? undefined : (example.tokens ?? seen.tokens)[caller];
    const want = expected(entry, caller, target, state);
    const digestBefore = want === 'allowed' ? undefined : await databaseDigest(app);
    const response = await send(app, { method: entry.method as Method, url: example.url, token, body: example.body });
    const where = `${caller}, ${target}, ${state} window: ${response.statusCode} ${response.body.slice(0, 200)}`;
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

  for (const entry of POLICY) {
    const sides: readonly Side[] = entry.own ? ['own', 'other'] : ['own'];
    const states: readonly WindowState[] = entry.window ? WINDOW_STATES : ['open'];
    const onOrganisers = ORGANISER_EXAMPLES[entry.key];
    it(`${routeName(entry)}`, async () => {
      for (const state of states) {
        await setWindow(app, state);
        for (const caller of CALLERS) {
          // The host country's registrator has the host country as their own.
          const seen = caller === 'HostRegistrator' ? world.host : world;
          for (const side of sides) await check(entry, caller, side, state, await EXAMPLES[entry.key](seen, side), seen);
          // The others are refused these rows by role or country already, on the sides above.
          if (!onOrganisers || (caller !== 'Administrator' && caller !== 'HostRegistrator')) continue;
          for (const role of ORGANISER_ROLES)
            await check(entry, caller, 'organisers', state, await onOrganisers(world.host, role), world.host);
        }
      }
    });
  }
});
