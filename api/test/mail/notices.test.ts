import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SPEC_EDITION } from '@olympiad/shared/schemas';
import { atVenue } from '@olympiad/shared/text';
import { and, eq } from 'drizzle-orm';
import { contestants, contests, countries, leaders, messages, people, users } from '../../src/db/schema.js';
import { contestantFields, personFields } from '../fixtures/payloads.js';
import { insertTeam } from '../fixtures/teams.js';
import { buildTestApp, call, loginAdmin, postgresInstances, tokenFor, userIdOf } from '../helper.js';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const app = await buildTestApp();
const admin = await loginAdmin(app);

const alpha = await insertTeam(app, { countryName: 'Alpha', teamName: 'Alpha Juniors' });
const beta = await insertTeam(app, { countryName: 'Beta', teamName: 'Beta Juniors' });
const alphaRegistrators = [
  await tokenFor(app, 'TeamRegistrator', alpha.countryId),
  await tokenFor(app, 'TeamRegistrator', alpha.countryId),
];
const betaRegistrator = await tokenFor(app, 'TeamRegistrator', beta.countryId);

const emailOf = async (token: string) =>
  (
    await app.db
      .select()
      .from(users)
      .where(eq(users.id, userIdOf(token)))
  )[0]!.email;
const alphaEmails = (await Promise.all(alphaRegistrators.map(emailOf))).sort();
const betaEmail = await emailOf(betaRegistrator);

const noticesOf = async (kind: 'deadlineExtended' | 'teamChanged', countryId: string) =>
  app.db
    .select()
    .from(messages)
    .where(and(eq(messages.kind, kind), eq(messages.countryId, countryId)));
const clearMessages = () => app.db.delete(messages);
const setOwnDeadline = (countryId: string, deadline: Date | null) =>
  call(app, 'updateCountry', {
    params: { id: countryId },
    token: admin,
    body: { id: countryId, name: countryId === alpha.countryId ? 'Alpha' : 'Beta', registrationDeadline: deadline?.toISOString() ?? null },
  });
const contestDeadline = async () =>
  (await app.db.select({ at: contests.endOfRegistrationDate }).from(contests).where(eq(contests.year, SPEC_EDITION.year)))[0]!.at;
const venue = (at: Date) => atVenue(at, SPEC_EDITION.venueTimeZone);

describe('the deadline-extended notice', () => {
  it("tells a country's registrators its new deadline when its own moves later, never when it moves earlier", async () => {
    await clearMessages();
    const later = new Date((await contestDeadline()).getTime() + 3 * DAY_MS);
    assert.equal((await setOwnDeadline(alpha.countryId, later)).statusCode, 200);
    const told = await noticesOf('deadlineExtended', alpha.countryId);
    assert.deepEqual(told.map((message) => message.recipient).sort(), alphaEmails);
    assert.match(told[0]!.subject, /^The registration deadline of Alpha is extended – /);
    assert.ok(told[0]!.textBody.includes(`The registration deadline of Alpha is now ${venue(later)}.`), told[0]!.textBody);

    await clearMessages();
    assert.equal((await setOwnDeadline(alpha.countryId, new Date(later.getTime() - DAY_MS))).statusCode, 200);
    // Back to the contest's, earlier still.
    assert.equal((await setOwnDeadline(alpha.countryId, null)).statusCode, 200);
    assert.deepEqual(await noticesOf('deadlineExtended', alpha.countryId), []);
    assert.deepEqual(await noticesOf('deadlineExtended', beta.countryId), []);
  });

  it("tells the countries that follow the contest's deadline when it moves later, not those with their own", async () => {
    const own = new Date((await contestDeadline()).getTime() + 20 * DAY_MS);
    await setOwnDeadline(alpha.countryId, own);
    await clearMessages();
    const contest = (await call(app, 'readContest')).json<Record<string, unknown> & { id: string }>();
    const later = new Date((await contestDeadline()).getTime() + DAY_MS);
    const response = await call(app, 'updateContest', {
      params: { id: contest.id },
      token: admin,
      body: { ...contest, committees: undefined, endOfRegistrationDate: later.toISOString() },
    });
    assert.equal(response.statusCode, 200, response.body);
    const told = await noticesOf('deadlineExtended', beta.countryId);
    assert.deepEqual(
      told.map((message) => message.recipient),
      [betaEmail],
    );
    assert.ok(told[0]!.textBody.includes(venue(later)));
    assert.deepEqual(await noticesOf('deadlineExtended', alpha.countryId), []);
    await setOwnDeadline(alpha.countryId, null);
  });
});

describe('the team-changed notice', () => {
  const leaderOf = async (teamId: string) => {
    const [row] = await app.db
      .select({ id: leaders.id, personId: leaders.personId, fullName: people.fullName })
      .from(leaders)
      .innerJoin(people, eq(people.id, leaders.personId))
      .where(and(eq(leaders.teamId, teamId), eq(leaders.isDeputy, false)));
    return row!;
  };
  const rename = (token: string, teamId: string, name: string) =>
    call(app, 'editTeamBasics', { token, body: { id: teamId, name, teamGroup: 'junior', isOfficial: true } });
  // Within the edit window: the registrator may still change what exists.
  const passAlphaDeadline = () =>
    app.db
      .update(countries)
      .set({ registrationDeadline: new Date(Date.now() - HOUR_MS) })
      .where(eq(countries.id, alpha.countryId));

  it("tells the registrators, in words, what an Administrator changed after the country's deadline: one message per write", async () => {
    await passAlphaDeadline();
    await clearMessages();
    assert.equal((await rename(admin, alpha.teamId, 'Alpha Renamed')).statusCode, 200);
    const leader = await leaderOf(alpha.teamId);
    const edited = await call(app, 'editLeader', {
      token: admin,
      body: {
        id: leader.id,
        personId: leader.personId,
        email: 'leader@example.com',
        phoneNumber: '+111',
        person: personFields(leader.fullName),
      },
    });
    assert.equal(edited.statusCode, 200, edited.body);
    const told = await noticesOf('teamChanged', alpha.countryId);
    assert.equal(told.length, 4, 'two writes, two registrators');
    assert.deepEqual([...new Set(told.map((message) => message.recipient))].sort(), alphaEmails);
    const [renamed, phoned] = [
      told.filter((message) => message.textBody.includes('- Team name\n')),
      told.filter((message) => !message.textBody.includes('- Team name\n')),
    ];
    assert.equal(renamed.length, 2);
    assert.match(renamed[0]!.subject, /^The organisers changed the registration of Alpha – /);
    assert.ok(phoned[0]!.textBody.includes(`- Leader ${leader.fullName}: Phone number\n`), phoned[0]!.textBody);
    assert.doesNotMatch(phoned[0]!.textBody, /\+111/, 'names what changed, never the values');
  });

  it("tells of a contestant's edit made without If-Match too (one statement, run in a transaction for its notice)", async () => {
    await passAlphaDeadline();
    await clearMessages();
    const [contestant] = await app.db
      .select({ id: contestants.id, teamId: contestants.teamId, personId: contestants.personId, fullName: people.fullName })
      .from(contestants)
      .innerJoin(people, eq(people.id, contestants.personId))
      .where(eq(contestants.teamId, alpha.teamId))
      .limit(1);
    const edited = await call(app, 'editContestant', {
      token: admin,
      body: {
        id: contestant!.id,
        teamId: contestant!.teamId,
        personId: contestant!.personId,
        isOffical: true,
        ...contestantFields(contestant!.fullName, { dateOfBirth: '2012-01-02' }),
        personEditModel: personFields(contestant!.fullName),
      },
    });
    assert.equal(edited.statusCode, 200, edited.body);
    const told = await noticesOf('teamChanged', alpha.countryId);
    assert.equal(told.length, 2);
    assert.ok(told[0]!.textBody.includes(`- Contestant ${contestant!.fullName}: Date of birth\n`), told[0]!.textBody);
  });

  it('says once that a removed contestant was removed', async () => {
    await passAlphaDeadline();
    await clearMessages();
    const [contestant] = await app.db
      .select({ id: contestants.id, fullName: people.fullName })
      .from(contestants)
      .innerJoin(people, eq(people.id, contestants.personId))
      .where(eq(contestants.teamId, alpha.teamId))
      .limit(1);
    assert.equal((await call(app, 'removeContestant', { token: admin, params: { id: contestant!.id } })).statusCode, 204);
    const [told] = await noticesOf('teamChanged', alpha.countryId);
    assert.ok(told!.textBody.includes(`:\n\n- Contestant ${contestant!.fullName} removed\n\n`), told!.textBody);
  });

  it("tells no one of an Administrator's change before the deadline, nor of a registrator's own", async () => {
    await clearMessages();
    assert.equal((await rename(admin, beta.teamId, 'Beta Renamed')).statusCode, 200);
    assert.equal((await rename(alphaRegistrators[0]!, alpha.teamId, 'Alpha Again')).statusCode, 200);
    assert.deepEqual(await noticesOf('teamChanged', beta.countryId), []);
    assert.deepEqual(await noticesOf('teamChanged', alpha.countryId), []);
  });
});

describe('the team-changed notice on PostgreSQL', () => {
  it("reads the write's own changes there too", async () => {
    const [server] = await postgresInstances(1);
    const team = await insertTeam(server, { countryName: 'Delta', teamName: 'Delta Juniors' });
    await tokenFor(server, 'TeamRegistrator', team.countryId);
    await server.db
      .update(countries)
      .set({ registrationDeadline: new Date(Date.now() - HOUR_MS) })
      .where(eq(countries.id, team.countryId));
    const renamed = await call(server, 'editTeamBasics', {
      token: await loginAdmin(server),
      body: { id: team.teamId, name: 'Delta Renamed', teamGroup: 'junior', isOfficial: true },
    });
    assert.equal(renamed.statusCode, 200, renamed.body);
    const told = await server.db.select().from(messages).where(eq(messages.countryId, team.countryId));
    assert.deepEqual(
      told.map((message) => [message.kind, message.textBody.includes('- Team name\n')]),
      [['teamChanged', true]],
    );
  });
});
