import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import type {} from '../../src/plugins/access.js';
import { POLICY, type PolicyEntry } from '../../src/plugins/access.js';
import { installWriteCounter } from '../harness/digest.js';
import { arbitraryFor, HUGE_VALUES, hostileString, hostileValue, leafPaths, withLeaf } from '../harness/zod-arbitrary.js';
import { buildTestApp, csrf } from '../helper.js';
import { EXAMPLES, type Method } from '../policy/examples.js';
import { buildWorld, setWindow, type World } from '../policy/world.js';

/** Cases per write route: 300 in CI, FUZZ_RUNS=10000 for a long local run. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 300);

const app = await buildTestApp();
let world: World;
let writes: () => Promise<number>;
let xsrf: string;
before(async () => {
  world = await buildWorld(app);
  await setWindow(app, 'open');
  writes = await installWriteCounter(app);
  xsrf = await csrf(app);
});

interface FuzzCase {
  body: unknown;
  twist: string;
  segment: string | undefined;
  address: string;
}

const routeName = (entry: PolicyEntry) => `${entry.method} ${entry.url}`;
const summary: string[] = [];
after(() => console.log(`fuzz, ${RUNS} random cases per write route plus the huge ones:\n${summary.join('\n')}`));

/** JSON as a client could send it, including keys JSON.stringify would never write. */
function serialise(body: unknown, twist: 'none' | 'proto' | 'constructor' | 'text'): { payload?: string; type: string } {
  if (body === undefined) return { type: 'application/json' };
  const json = JSON.stringify(body) ?? 'null';
  if (twist === 'text') return { payload: json, type: 'text/plain' };
  if (twist === 'none' || !json.startsWith('{')) return { payload: json, type: 'application/json' };
  const key = twist === 'proto' ? '"__proto__":{"role":"Administrator"}' : '"constructor":{"prototype":{"role":"Administrator"}}';
  return { payload: json === '{}' ? `{${key}}` : `{${key},${json.slice(1)}`, type: 'application/json' };
}

/** The example's URL, or with its last path segment (an id) replaced by something hostile. */
const urlWith = (url: string, segment: string | undefined) =>
  segment === undefined ? url : url.replace(/\/[^/?]+(\?|$)/, `/${percentEncoded(segment)}$1`);

/** Every byte percent-encoded (encodeURIComponent refuses lone surrogates). */
const percentEncoded = (text: string) => [...Buffer.from(text)].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

describe('fuzzing every write route: no answer ≥ 500, nothing written by a refusal', () => {
  for (const entry of POLICY.filter((row) => row.method !== 'GET')) {
    it(routeName(entry), async () => {
      const example = await EXAMPLES[entry.key](world, 'own');
      const schemas = app.routeSchemas.get(entry.key) ?? {};
      const paths = leafPaths(example.body);
      const fromExample = fc
        .tuple(fc.nat({ max: Math.max(paths.length - 1, 0) }), fc.oneof(hostileValue, arbitraryFor(schemas.body)))
        .map(([index, leaf]) => withLeaf(example.body, paths[index] ?? [], leaf));
      const caseArbitrary: fc.Arbitrary<FuzzCase> = fc.record({
        body: fc.oneof(
          { weight: 5, arbitrary: schemas.body ? arbitraryFor(schemas.body) : hostileValue },
          { weight: 4, arbitrary: fromExample },
          { weight: 1, arbitrary: hostileValue },
        ),
        twist: fc.constantFrom('none', 'none', 'none', 'none', 'none', 'none', 'proto', 'constructor', 'text'),
        // Only routes with a path parameter get a hostile one, in one case out of ten.
        segment: entry.url.includes('/:')
          ? fc.oneof(
              { weight: 9, arbitrary: fc.constant(undefined) },
              { weight: 1, arbitrary: fc.oneof(hostileString, fc.constant('y'.repeat(100_000))) },
            )
          : fc.constant(undefined),
        address: fc.ipV4(),
      });
      // Every huge value, as the whole body and in place of each of the example's first leaves.
      const hugeCases = HUGE_VALUES.flatMap((huge) =>
        [huge, ...paths.slice(0, 3).map((path) => withLeaf(example.body, path, huge))].map((body) => [
          { body, twist: 'none', segment: undefined, address: '192.0.2.1' },
        ]),
      ) as [FuzzCase][];
      const statuses = new Map<number, number>();
      // Read once after each case: the next case starts from it (nothing else writes meanwhile).
      let before = await writes();
      await fc.assert(
        fc.asyncProperty(caseArbitrary, async ({ body, twist, segment, address }) => {
          const { payload, type } = serialise(body, twist as 'none');
          const response = await app.inject({
            method: entry.method as Method,
            url: urlWith(example.url, segment),
            remoteAddress: address,
            headers: {
              cookie: `XSRF-TOKEN=${xsrf}`,
              'x-xsrf-token': xsrf,
              authorization: `Bearer ${(example.tokens ?? world.tokens).Administrator}`,
              ...(payload === undefined ? {} : { 'content-type': type }),
            },
            ...(payload === undefined ? {} : { payload }),
          });
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          const where = `${response.statusCode} ${response.body.slice(0, 300)}`;
          assert.ok(response.statusCode < 500, where);
          const now = await writes();
          if (response.statusCode >= 400) {
            assert.match(String(response.headers['content-type']), /^application\/problem\+json/, where);
            assert.equal(now, before, `a ${response.statusCode} answer wrote to the database`);
          }
          before = now;
        }),
        { numRuns: RUNS, examples: hugeCases },
      );
      const counts = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`);
      const total = [...statuses.values()].reduce((sum, count) => sum + count, 0);
      assert.ok(total >= RUNS, `${total} cases run`);
      summary.push(`  ${routeName(entry)}: ${total} cases, 0 ≥ 500 (${counts.join(', ')})`);
    });
  }
});
