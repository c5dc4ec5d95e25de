import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SPEC_EDITION, type Reminders } from '@olympiad/shared/schemas';
import { atVenue } from '@olympiad/shared/text';
import { and, eq } from 'drizzle-orm';
import { contestants, contests, countries, leaders, messages, people, stayDetails, teams, users } from '../../src/db/schema.js';
import { queueAutomaticReminders } from '../../src/mail/automatic-reminders.js';
import { insertTeam } from '../fixtures/teams.js';
import { smtpInbox } from '../harness/smtp-inbox.js';
import { buildTestApp, call, loginAdmin, postgresInstances, routeOf, tokenFor, userIdOf } from '../helper.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const inbox = await smtpInbox();
const app = await buildTestApp({
  mail: { transport: inbox.transport(), publicUrl: 'https://olympiad.example.org', fromAddress: 'team@olympiad.example.org' },
});
const admin = await loginAdmin(app);

// Alpha: a leader without a phone, two registrators. Beta: complete but for its guide and rooms
// (the organisers' to give) and its diet answers (a consent no e-mail presses for): not
// reminded. Gamma: no team and no registrator.
const alpha = await insertTeam(app, { countryName: 'Alpha', teamName: 'Alpha Juniors' });
const beta = await insertTeam(app, { countryName: 'Beta', teamName: 'Beta Juniors' });
await app.db.update(teams).set({ arrivalFlightNumber: 'LH 1426', departureFlightNumber: 'LH 1427' }).where(eq(teams.id, beta.teamId));
await app.db
  .update(people)
  .set({ arrivalFlightNumber: 'LH 1426', departureFlightNumber: 'LH 1427' })
  .where(eq(people.countryId, beta.countryId));
await app.db.insert(stayDetails).values(
  (await app.db.select({ personId: contestants.personId }).from(contestants).where(eq(contestants.teamId, beta.teamId))).map(
    ({ personId }) => ({
      personId,
      emergencyContactName: 'Maria Beta',
      emergencyContactRelation: 'Mother',
      emergencyContactPhone: '+359888000111',
    }),
  ),
);
const [gamma] = await app.db.insert(countries).values({ name: 'Gamma' }).returning({ id: countries.id });
const [leader] = await app.db
  .select({ personId: leaders.personId })
  .from(leaders)
  .where(and(eq(leaders.teamId, alpha.teamId), eq(leaders.isDeputy, false)));
await app.db.update(leaders).set({ phoneNumber: null }).where(eq(leaders.personId, leader!.personId));
const [{ fullName: leaderName } = { fullName: '' }] = await app.db
  .select({ fullName: people.fullName })
  .from(people)
  .where(eq(people.id, leader!.personId));
const registrators = [await tokenFor(app, 'TeamRegistrator', alpha.countryId), await tokenFor(app, 'TeamRegistrator', alpha.countryId)];
await tokenFor(app, 'TeamRegistrator', beta.countryId);
const alphaEmails = (await app.db.select({ id: users.id, email: users.email }).from(users))
  .filter((user) => registrators.some((token) => userIdOf(token) === user.id))
  .map((user) => user.email);

const readReminders = async () => (await call(app, 'readReminders', { token: admin })).json<Reminders>().countries;
const contestDeadline = async () =>
  (await app.db.select({ at: contests.endOfRegistrationDate }).from(contests).where(eq(contests.year, SPEC_EDITION.year)))[0]!.at;
const remindersTo = async (countryId: string) =>
  app.db
    .select()
    .from(messages)
    .where(and(eq(messages.kind, 'reminder'), eq(messages.countryId, countryId)));

describe(routeOf('readReminders'), () => {
  it('lists each incomplete country with its registrators and the message as it would be sent; complete countries are left out', async () => {
    const reminders = await readReminders();
    assert.equal(
      reminders.find((reminder) => reminder.countryId === beta.countryId),
      undefined,
    );
    const alphaReminder = reminders.find((reminder) => reminder.countryId === alpha.countryId)!;
    assert.deepEqual(alphaReminder.recipients.map((recipient) => recipient.email).sort(), [...alphaEmails].sort());
    assert.match(alphaReminder.subject, /^Reminder: the registration of Alpha is not complete – /);
    assert.ok(alphaReminder.text.includes(`- Leader ${leaderName} has no phone (Alpha Juniors)\n`), alphaReminder.text);
    assert.ok(
      alphaReminder.text.includes(`Your registration deadline is ${atVenue(await contestDeadline(), SPEC_EDITION.venueTimeZone)}.`),
    );
    assert.ok(alphaReminder.text.includes('https://olympiad.example.org/login'));
    assert.doesNotMatch(alphaReminder.text, /guide/i);
    const gammaReminder = reminders.find((reminder) => reminder.countryId === gamma!.id)!;
    assert.deepEqual(gammaReminder.recipients, []);
    assert.match(gammaReminder.text, /- No team\n/);
  });
});

describe(routeOf('sendReminders'), () => {
  it('queues the previewed message to each registrator of the named countries, and sends exactly it', async () => {
    const preview = (await readReminders()).find((reminder) => reminder.countryId === alpha.countryId)!;
    const response = await call(app, 'sendReminders', { token: admin, body: { countryIds: [alpha.countryId, gamma!.id, beta.countryId] } });
    assert.equal(response.statusCode, 200, response.body);
    // Gamma has no one to tell, Beta nothing to complete.
    assert.deepEqual(response.json(), { countries: 1, messages: 2 });
    await app.mail.sendDue();
    for (const email of alphaEmails) {
      const [mail] = inbox.arrived.filter((arrived) => arrived.to === email);
      assert.ok(mail, email);
      assert.equal(mail.subject, preview.subject);
      assert.equal(mail.text.trim(), preview.text.trim());
      assert.match(mail.html, /<a href="https:\/\/olympiad\.example\.org\/login">/);
    }
  });
});

describe('automatic reminders', () => {
  const context = () => app.mail.context();
  const setDays = (days: number | null) =>
    app.db.update(contests).set({ reminderDaysBeforeDeadline: days }).where(eq(contests.year, SPEC_EDITION.year));

  it('are off until Contest settings give the days, then queued once per deadline whatever runs again, and again after an extension', async () => {
    await app.db.delete(messages);
    const deadline = await contestDeadline();
    const early = new Date(deadline.getTime() - 5 * DAY_MS);
    assert.equal(await queueAutomaticReminders(app.db, context, early), 0);

    await setDays(3);
    assert.equal(await queueAutomaticReminders(app.db, context, early), 0, 'not yet within 3 days');
    await setDays(7);
    assert.equal(await queueAutomaticReminders(app.db, context, early), 2);
    // Another run queues nothing again: the once key, which holds for every instance on the database.
    assert.equal(await queueAutomaticReminders(app.db, context, new Date(early.getTime() + 60 * 60 * 1000)), 0);
    assert.equal((await remindersTo(alpha.countryId)).length, 2);
    assert.equal(await queueAutomaticReminders(app.db, context, new Date(deadline.getTime() + 1000)), 0, 'not after the deadline');

    // Alpha's own, later deadline: a new reminder as it comes near.
    const extended = new Date(deadline.getTime() + 10 * DAY_MS);
    await app.db.update(countries).set({ registrationDeadline: extended }).where(eq(countries.id, alpha.countryId));
    assert.equal(await queueAutomaticReminders(app.db, context, new Date(extended.getTime() - DAY_MS)), 2);
    assert.equal((await remindersTo(alpha.countryId)).length, 4);
  });

  it("are read and set through the contest's calls, 1 to 60 days or none", async () => {
    const read = async () => (await call(app, 'readContest')).json<Record<string, unknown>>();
    const { id, ...contest } = await read();
    // The public committees are not what the call takes; left out, they stay.
    const save = (days: unknown) =>
      call(app, 'updateContest', {
        params: { id: id as string },
        token: admin,
        body: { ...contest, committees: undefined, reminderDaysBeforeDeadline: days },
      });
    assert.equal((await save(14)).statusCode, 200);
    assert.equal((await read()).reminderDaysBeforeDeadline, 14);
    const refused = await save(61);
    assert.equal(refused.statusCode, 400);
    assert.ok(refused.json().errors.reminderDaysBeforeDeadline);
    assert.equal((await save(null)).statusCode, 200);
    assert.equal((await read()).reminderDaysBeforeDeadline, null);
  });
});

describe('automatic reminders on PostgreSQL', () => {
  it('are queued once when two instances check at the same moment', async () => {
    const [first, second] = await postgresInstances(2);
    const [country] = await first.db.insert(countries).values({ name: 'Delta' }).returning({ id: countries.id });
    await tokenFor(first, 'TeamRegistrator', country!.id);
    await first.db.update(contests).set({ reminderDaysBeforeDeadline: 7 }).where(eq(contests.year, SPEC_EDITION.year));
    const [contest] = await first.db.select({ at: contests.endOfRegistrationDate }).from(contests);
    const now = new Date(contest!.at.getTime() - DAY_MS);
    const queued = await Promise.all([
      queueAutomaticReminders(first.db, () => first.mail.context(), now),
      queueAutomaticReminders(second.db, () => second.mail.context(), now),
    ]);
    assert.equal(queued[0] + queued[1], 1);
    assert.equal((await first.db.select().from(messages).where(eq(messages.countryId, country!.id))).length, 1);
  });
});
