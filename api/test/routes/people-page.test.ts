import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { PEOPLE_PAGE_SIZE, SPEC_EDITION, peoplePageSchema, type PeoplePage, type Person } from '@olympiad/shared/schemas';
import { eq } from 'drizzle-orm';
import { contests, countries, people } from '../../src/db/schema.js';
import { freshCountry } from '../fixtures/registration.js';
import { buildTestApp, call, loginAdmin, routeOf } from '../helper.js';

const app = await buildTestApp();
const admin = await loginAdmin(app);

/** Every person of this file leaves from here: a search for it finds them and no one else. */
const TOWN = 'Pagingtown';

/** The arrivals desk's order of the people below, by their first names. */
const ORDER = ['Bob', 'Fay', 'Ann', 'Dee', 'Eve', 'Zoë', 'Cid'];

before(async () => {
  const [contest] = await app.db.select({ id: contests.id }).from(contests).where(eq(contests.year, SPEC_EDITION.year));
  const country = async (name: string) => (await app.db.insert(countries).values({ name }).returning({ id: countries.id }))[0]!.id;
  const [alandia, beta9, beta10] = [await country('Ålandia'), await country('Beta 9'), await country('Beta 10')];
  const person = (fullName: string, countryId: string | null, arrivalLocation: string | null, timeOfArrival: string | null) => ({
    fullName,
    roles: fullName.startsWith('Zoë') ? ['LEADER'] : ['GUEST'],
    countryId,
    contestId: contest!.id,
    timeOfArrival,
    arrivalLocation,
    departureLocation: TOWN,
  });
  await app.db.insert(people).values([
    person('Zoë Núñez', beta9, 'Gate 10', '2025-08-28 10:00:00'),
    person('Ann Able', beta10, 'gate 9', '2025-08-28 09:00:00'),
    // Same place (case aside) and time as Ann: the country decides, Ålandia as alandia.
    person('Bob Bee', alandia, 'Gate 9', '2025-08-28 09:00:00'),
    // Nothing known of the arrival: last.
    person('Cid Cox', beta9, null, null),
    person('Dee Dot', null, 'Gate 9', '2025-08-29 08:00:00'),
    person('Eve Egg', beta9, 'Gate 9', null),
    // "Beta 9" before "Beta 10": numbers in names compare as numbers.
    person('Fay Fig', beta9, 'Gate 9', '2025-08-28 09:00:00'),
  ]);
});

const readPage = async (query: Record<string, string | number>) => {
  const response = await call(app, 'readPeoplePage', { query, token: admin });
  assert.equal(response.statusCode, 200, response.body);
  return peoplePageSchema.parse(response.json());
};

const firstNames = (page: PeoplePage) => page.people.map((person) => person.fullName.split(' ')[0]);

describe(`${routeOf('readPeoplePage')} (People)`, () => {
  it("pages in the arrivals desk's order: location as numbers and without case, then time, then country; missing last", async () => {
    const first = await readPage({ search: TOWN, pageSize: 3 });
    assert.deepEqual([first.page, first.pageSize, first.total], [1, 3, ORDER.length]);
    assert.deepEqual(firstNames(first), ORDER.slice(0, 3));
    const next = await readPage({ search: TOWN, pageSize: 3, page: 2 });
    assert.deepEqual([firstNames(next), next.total], [ORDER.slice(3, 6), ORDER.length]);
    const last = await readPage({ search: TOWN, pageSize: 3, page: 3 });
    assert.deepEqual(firstNames(last), ORDER.slice(6));
    const beyond = await readPage({ search: TOWN, pageSize: 3, page: 4 });
    assert.deepEqual([beyond.people, beyond.page, beyond.total], [[], 4, ORDER.length]);
  });

  it('without parameters: the first 25 of everyone, each page as readPeople gives the person', async () => {
    const everyone = (await call(app, 'readPeople', { token: admin })).json<Person[]>();
    const page = await readPage({});
    assert.deepEqual([page.page, page.pageSize, page.total], [1, PEOPLE_PAGE_SIZE, everyone.length]);
    const whole = await readPage({ pageSize: 10_000 });
    assert.deepEqual(whole.people.map((person) => person.id).sort(), everyone.map((person) => person.id).sort());
    const zoe = whole.people.find((person) => person.fullName === 'Zoë Núñez');
    assert.deepEqual(
      zoe,
      everyone.find((person) => person.id === zoe!.id),
    );
  });

  it('a search keeps those holding every word, in any order, whatever the case and accents, in name, country, role or location', async () => {
    const found = async (search: string) => firstNames(await readPage({ search: `${TOWN} ${search}` }));
    assert.deepEqual(await found('NUNEZ zoe'), ['Zoë']);
    assert.deepEqual(await found('alandia'), ['Bob']);
    assert.deepEqual(await found('leader'), ['Zoë']);
    assert.deepEqual(await found('beta 10'), ['Ann', 'Zoë']);
    assert.deepEqual(await found('gate 10'), ['Ann', 'Zoë']);
    assert.deepEqual(await found('nobody-here'), []);
    assert.equal((await readPage({ search: `${TOWN} nobody-here` })).total, 0);
  });

  it('an arrival day keeps those arriving on it; the days offered are every arrival day whatever the filter', async () => {
    const day = await readPage({ search: TOWN, arrivalDay: '2025-08-29' });
    assert.deepEqual([firstNames(day), day.total], [['Dee'], 1]);
    const other = await readPage({ search: TOWN, arrivalDay: '2025-08-28' });
    assert.deepEqual(firstNames(other), ['Bob', 'Fay', 'Ann', 'Zoë']);
    assert.ok(day.arrivalDays.includes('2025-08-28') && day.arrivalDays.includes('2025-08-29'));
    assert.deepEqual(day.arrivalDays, [...day.arrivalDays].sort());
    assert.deepEqual((await readPage({ arrivalDay: '2024-01-01' })).people, []);
  });

  it('bad values answer 400 problem details naming the parameter', async () => {
    for (const [query, field] of [
      [{ page: 0 }, 'page'],
      [{ page: 'two' }, 'page'],
      [{ page: 1.5 }, 'page'],
      [{ pageSize: 0 }, 'pageSize'],
      [{ pageSize: 10_001 }, 'pageSize'],
      [{ arrivalDay: '2025-13-01' }, 'arrivalDay'],
      [{ arrivalDay: 'tomorrow' }, 'arrivalDay'],
      [{ search: 'x'.repeat(201) }, 'search'],
    ] as const) {
      const response = await call(app, 'readPeoplePage', { query, token: admin });
      assert.equal(response.statusCode, 400, `${JSON.stringify(query)}: ${response.body}`);
      assert.match(response.headers['content-type'] as string, /^application\/problem\+json/);
      const problem = response.json<{ status: number; errors: Record<string, string[]> }>();
      assert.equal(problem.status, 400);
      assert.ok(problem.errors[field]?.length, `${JSON.stringify(query)} names ${field}: ${response.body}`);
    }
  });

  it('Administrators only', async () => {
    const { token } = await freshCountry(app);
    assert.equal((await call(app, 'readPeoplePage', { token })).statusCode, 403);
    assert.equal((await call(app, 'readPeoplePage', {})).statusCode, 401);
  });
});
