import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { edition } from '@olympiad/shared/schemas';
import { atVenue } from '@olympiad/shared/text';
import { POLICY, type PolicyEntry } from '../../src/plugins/access.js';
import { windowCloses } from '../../src/policy/windows.js';
import { buildTestApp, call, tokenFor, send } from '../helper.js';
import { EXAMPLES, type Method } from './examples.js';
import { buildWorld, setWindow, type Side, type World } from './world.js';

/**
 * A country's own registration deadline (docs/api-rules.md, Registration windows): every window
 * rule of the calls' policies follows it for that country's registrator, and the contest's for the
 * others. Set through updateCountry, as an Administrator does, so that the very next
 * request must see it past the deadline the server keeps in memory.
 */
const app = await buildTestApp();
let world: World;
let registrators: Record<Side, string>;
before(async () => {
  world = await buildWorld(app);
  registrators = { own: world.tokens.TeamRegistrator, other: await tokenFor(app, 'TeamRegistrator', world.countries.other.countryId) };
});

const DAY_MS = 24 * 60 * 60 * 1000;
const WINDOWED = POLICY.filter((entry) => entry.window);
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS);

/** The Administrator gives the own country its own deadline (null: the contest's again). */
async function setOwnDeadline(deadline: Date | null) {
  const id = world.countries.own.countryId;
  const [country] = (await call(app, 'readCountries')).json<{ id: string; name: string }[]>().filter((each) => each.id === id);
  const response = await call(app, 'updateCountry', {
    params: { id },
    token: world.tokens.Administrator,
    body: { id, name: country!.name, registrationDeadline: deadline && deadline.toISOString() },
  });
  assert.equal(response.statusCode, 200, response.body);
}

/** The registrator of `side` makes the row's example call on their own country's data. */
async function attempt(entry: PolicyEntry, side: Side) {
  const example = await EXAMPLES[entry.key](world, side);
  const response = await send(app, { method: entry.method as Method, url: example.url, token: registrators[side], body: example.body });
  return { response, where: `${entry.method} ${entry.url}, ${side} country: ${response.statusCode} ${response.body.slice(0, 200)}` };
}

function assertAllowed({ response, where }: Awaited<ReturnType<typeof attempt>>) {
  assert.ok(response.statusCode < 500 && ![401, 403].includes(response.statusCode), where);
  // The own country already has its team: createTeam's 409 is the one-team rule, never a window's.
  if (response.statusCode === 409) assert.doesNotMatch(response.json().detail, /window|Registration closed/, where);
}

function assertClosed({ response, where }: Awaited<ReturnType<typeof attempt>>, since: Date) {
  assert.equal(response.statusCode, 409, where);
  // The 409 names the date the country's own window closed, at the venue to the minute.
  assert.ok(response.json().detail.includes(atVenue(since, edition().venueTimeZone)), where);
}

describe("a country's own registration deadline, in every window rule", () => {
  it("later than the contest's: open for that country, closed for another", async () => {
    assert.ok(WINDOWED.length > 0);
    await setWindow(app, 'closed');
    await setOwnDeadline(inDays(10));
    for (const entry of WINDOWED) {
      assertAllowed(await attempt(entry, 'own'));
      const other = await attempt(entry, 'other');
      assert.equal(other.response.statusCode, 409, other.where);
      assert.match(other.response.json().detail, /window closed|Registration closed/, other.where);
    }
  });

  it("gives the country its own edit window: a day after its own deadline, whatever the contest's", async () => {
    await setWindow(app, 'open');
    const own = inDays(-0.5);
    await setOwnDeadline(own);
    for (const entry of WINDOWED) {
      const result = await attempt(entry, 'own');
      if (entry.window === 'registration') assertClosed(result, windowCloses('registration', own));
      else assertAllowed(result);
      assertAllowed(await attempt(entry, 'other'));
    }
  });

  it("earlier than the contest's: closed for that country with its own date, open for another", async () => {
    await setWindow(app, 'open');
    const own = inDays(-3);
    await setOwnDeadline(own);
    for (const entry of WINDOWED) {
      assertClosed(await attempt(entry, 'own'), windowCloses(entry.window!, own));
      assertAllowed(await attempt(entry, 'other'));
    }
  });

  it("cleared: the contest's deadline holds for the country again", async () => {
    await setWindow(app, 'open');
    await setOwnDeadline(inDays(-3));
    await setOwnDeadline(null);
    for (const entry of WINDOWED) assertAllowed(await attempt(entry, 'own'));

    await setWindow(app, 'closed');
    for (const entry of WINDOWED) assert.equal((await attempt(entry, 'own')).response.statusCode, 409);
  });
});
