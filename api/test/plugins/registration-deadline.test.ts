import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CONTRACT } from '@olympiad/shared/contract';
import type { Team } from '@olympiad/shared/schemas';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { registrationDeadlinePlugin } from '../../src/plugins/registration-deadline.js';
import { writeNotifyPlugin } from '../../src/plugins/write-notify.js';
import { teamPayload } from '../fixtures/payloads.js';
import { freshCountry } from '../fixtures/registration.js';
import { buildTestApp, call, loginAdmin, urlFor, routeOf } from '../helper.js';
import { setWindow } from '../policy/world.js';

const HOUR_MS = 60 * 60 * 1000;

/** The plugin over a fake database that counts its deadline queries. */
async function countingApp(maxAgeMs: number) {
  const state = { reads: 0, deadline: new Date('2025-07-01T12:00:00Z'), countryDeadline: null as Date | null };
  const where = async () => {
    state.reads += 1;
    return [{ contest: state.deadline, country: state.countryDeadline }];
  };
  const db = { select: () => ({ from: () => ({ leftJoin: () => ({ where }) }) }) };
  const app = Fastify();
  await app.register(
    fp(
      async (inner) => {
        inner.decorate('db', db as never);
      },
      { name: 'db' },
    ),
  );
  await app.register(writeNotifyPlugin, { database: { kind: 'pglite' } });
  await app.register(registrationDeadlinePlugin, { maxAgeMs });
  app.put(CONTRACT.updateContest.path, async (request, reply) =>
    (request.params as { id: string }).id === 'refused' ? reply.code(409).send({}) : {},
  );
  app.put(CONTRACT.updateCountry.path, async () => ({}));
  app.put(CONTRACT.editContestant.path, async () => ({}));
  await app.ready();
  return { app, state };
}

describe('the registration deadline kept in memory', () => {
  it('is read once, shared by concurrent writes, and read again after a contest write', async () => {
    const { app, state } = await countingApp(60_000);
    const [first, second] = await Promise.all([app.registrationDeadline.read(), app.registrationDeadline.read()]);
    assert.equal(first.toISOString(), '2025-07-01T12:00:00.000Z');
    assert.equal(second, first);
    await app.registrationDeadline.read();
    assert.equal(state.reads, 1);

    // Another route's write, or a refused contest write, keeps it.
    await app.inject({ method: 'PUT', url: urlFor('editContestant') });
    await app.inject({ method: 'PUT', url: urlFor('updateContest', { id: 'refused' }) });
    await app.registrationDeadline.read();
    assert.equal(state.reads, 1);

    state.deadline = new Date('2025-07-05T12:00:00Z');
    await app.inject({ method: 'PUT', url: urlFor('updateContest', { id: 1 }) });
    assert.equal((await app.registrationDeadline.read()).toISOString(), '2025-07-05T12:00:00.000Z');
    assert.equal(state.reads, 2);
    await app.close();
  });

  it("is kept per country, the country's own deadline before the contest's, and forgotten on a country write", async () => {
    const { app, state } = await countingApp(60_000);
    const country = '11111111-1111-4111-8111-111111111111';
    assert.equal((await app.registrationDeadline.read(country)).toISOString(), '2025-07-01T12:00:00.000Z');
    await app.registrationDeadline.read(country);
    assert.equal(state.reads, 1);

    state.countryDeadline = new Date('2025-07-20T12:00:00Z');
    await app.inject({ method: 'PUT', url: urlFor('updateCountry', { id: 1 }) });
    assert.equal((await app.registrationDeadline.read(country)).toISOString(), '2025-07-20T12:00:00.000Z');
    assert.equal(state.reads, 2);
    await app.close();
  });

  it('is read again after its maximum age, should word of a contest write go astray', async () => {
    const { app, state } = await countingApp(20);
    await app.registrationDeadline.read();
    state.deadline = new Date('2025-07-09T12:00:00Z');
    await new Promise((resolve) => setTimeout(resolve, 30));
    assert.equal((await app.registrationDeadline.read()).toISOString(), '2025-07-09T12:00:00.000Z');
    assert.equal(state.reads, 2);
    await app.close();
  });
});

describe(`a deadline moved with ${routeOf('updateContest')}`, () => {
  it('decides the very next registrator write', async () => {
    const app = await buildTestApp();
    const adminToken = await loginAdmin(app);
    await setWindow(app, 'open');
    const { token } = await freshCountry(app);
    const created = await call(app, 'createTeam', { token, body: teamPayload() });
    assert.equal(created.statusCode, 201, created.body);
    const team = created.json<Team>();
    const rename = (name: string) => call(app, 'editTeamBasics', { token, body: { id: team.id, name, teamGroup: team.group } });
    assert.equal((await rename('Kept Deadline One')).statusCode, 200);

    const { id, year: _year, committees: _committees, ...contest } = (await call(app, 'readContest', { query: { year: 2025 } })).json();
    const moveDeadline = async (endOfRegistrationDate: Date) => {
      const response = await call(app, 'updateContest', {
        params: { id },
        token: adminToken,
        body: { ...contest, endOfRegistrationDate: endOfRegistrationDate.toISOString() },
      });
      assert.equal(response.statusCode, 200, response.body);
    };
    await moveDeadline(new Date(Date.now() - 48 * HOUR_MS));
    const closed = await rename('Kept Deadline Two');
    assert.equal(closed.statusCode, 409, closed.body);
    assert.match(closed.json().detail, /edit window closed/);

    await moveDeadline(new Date(Date.now() + 30 * 24 * HOUR_MS));
    assert.equal((await rename('Kept Deadline Three')).statusCode, 200);
    await app.close();
  });
});
