import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { before, describe, it } from 'node:test';
import { SPEC_EDITION, edition, editWindowEnd, type ErasureReport, type HistoryPage } from '@olympiad/shared/schemas';
import { atVenue } from '@olympiad/shared/text';
import { eq, sql } from 'drizzle-orm';
import { backupKey } from '../../src/db/backup/backup-key.js';
import { takeBackup } from '../../src/db/backup/take-backup.js';
import {
  companies,
  contestants,
  contests,
  countries,
  guides,
  healthDetails,
  hotels,
  images,
  leaders,
  people,
  roomOccupants,
  rooms,
  roomTypes,
  stayDetails,
  users,
} from '../../src/db/schema.js';
import { publicPictureUrl } from '../../src/lib/picture-url.js';
import { compose } from '../../src/mail/compose.js';
import { queueMessages } from '../../src/mail/queue-message.js';
import { endTheEdition } from '../fixtures/edition-over.js';
import { ARRIVAL, contestantItem, leaderModel, teamPayload } from '../fixtures/payloads.js';
import { ADMIN, BACKUP_KEY, buildTestApp, call, login, loginAdmin, tokenFor, send, routeOf } from '../helper.js';

const app = await buildTestApp({ seedDemo: true });
const admin = await loginAdmin(app);

const erase = (dryRun: boolean, token: string | null = admin) =>
  call(app, 'erasePersonalData', { ...(token ? { token } : {}), body: { dryRun } });

/**
 * The whole edition as text, at a fixed time; sequences left out (a rolled-back insert still moves
 * one on), and with them the last line, whose digest covers them.
 */
const editionText = async () =>
  (await takeBackup(app.db, backupKey(BACKUP_KEY), () => new Date('2025-01-01T00:00:00Z'))).text
    .split('\n')
    .filter((line) => !line.startsWith('{"sequences":') && !line.startsWith('{"rows":'))
    .join('\n');

// A country registered through the api, so that the history holds personal values too: its
// leader's e-mail and phone, its contestant's date of birth and contact person, its travel.
const registrar = `registrar-${randomBytes(4).toString('hex')}@example.com`;
const country = await call(app, 'createCountry', { token: admin, body: { name: `Erasia ${randomBytes(3).toString('hex')}` } });
const countryId = country.json<{ id: string }>().id;
assert.equal(
  (
    await call(app, 'registerUser', {
      token: admin,
      body: { email: registrar, name: 'Registrar', password: 'user-password-1', role: 'TeamRegistrator', countryId },
    })
  ).statusCode,
  201,
);
const registrarToken = await login(app, registrar, 'user-password-1');
const team = await call(app, 'createTeam', {
  token: registrarToken,
  body: teamPayload({
    name: 'Team Erasia',
    leaderCreateModel: leaderModel('Ottilie Brannagh', { leaderEmail: 'ottilie.brannagh@example.net', leaderPhoneNumber: '+359877123456' }),
    contestants: [
      contestantItem('Quentin Marlowe', {
        dateOfBirth: '2012-03-17',
        hasPersonForContact: true,
        personForContactName: 'Rosalind Marlowe',
        personForContactPhoneNumber: '+359876543210',
      }),
    ],
  }),
});
assert.equal(team.statusCode, 201, team.body);
const guideToken = await tokenFor(app, 'Guide');
assert.ok(guideToken);

// Consents as recorded: one contestant may be named, one not; one leader not, one yes; every
// other contestant follows the edition's default, turned off here.
const ofTheDemo = sql`${people.countryId} <> ${countryId}`;
const demoContestants = await app.db
  .select({ personId: contestants.personId })
  .from(contestants)
  .innerJoin(people, eq(people.id, contestants.personId))
  .where(ofTheDemo)
  .orderBy(people.fullName);
const demoLeaders = await app.db
  .select({ personId: leaders.personId })
  .from(leaders)
  .innerJoin(people, eq(people.id, leaders.personId))
  .where(ofTheDemo)
  .orderBy(people.fullName);
const consent = (personId: string, namePublic: boolean) => app.db.update(people).set({ namePublic }).where(eq(people.id, personId));
await consent(demoContestants[0]!.personId, true);
await consent(demoContestants[1]!.personId, false);
await consent(demoLeaders[0]!.personId, false);
await consent(demoLeaders[1]!.personId, true);
await app.db.update(contests).set({ contestantsPublic: false }).where(eq(contests.year, SPEC_EDITION.year));
app.publicCache.invalidate();

/** Everyone with their country's name, whether their name may be kept, and their picture. */
const everyone = await app.db
  .select({
    id: people.id,
    fullName: people.fullName,
    countryName: countries.name,
    namePublic: people.namePublic,
    pictureId: people.pictureId,
    pictureKey: images.publicKey,
    contestant: sql<boolean>`exists (select 1 from ${contestants} where ${contestants.personId} = ${people.id})`,
  })
  .from(people)
  .leftJoin(countries, eq(countries.id, people.countryId))
  .leftJoin(images, eq(images.id, people.pictureId));
const kept = everyone.filter((person) => person.namePublic ?? !person.contestant);
const removed = everyone.filter((person) => !(person.namePublic ?? !person.contestant));
const keptNames = new Set(kept.map((person) => person.fullName));

/** Every personal value the edition holds now, which none of its tables may hold after the erasure. */
const leaderRows = await app.db.select().from(leaders);
const contestantRows = await app.db.select().from(contestants);
const guideRows = await app.db.select().from(guides);
const [{ minBirthDate } = { minBirthDate: '' }] = await app.db
  .select({ minBirthDate: contests.minBirthDate })
  .from(contests)
  .where(eq(contests.year, SPEC_EDITION.year));
const accountEmails = (await app.db.select({ email: users.email, role: users.role }).from(users)).filter(
  (user) => user.role !== 'Administrator',
);
// E-mails to the accounts, one of them about a contestant: their recipients and texts are personal too.
const mailContext = await app.mail.context();
const sentMessages = accountEmails.map(({ email }) => ({
  kind: 'reminder' as const,
  to: email,
  ...compose(mailContext, 'Your checklist', 'Dear registrator,', [`${removed[0]!.fullName} has no photo yet.`]),
}));
await queueMessages(app.db, sentMessages);
// The demo's stay details and health notes, and a room allocated to one of its leaders.
const [{ contestId } = { contestId: '' }] = await app.db
  .select({ contestId: contests.id })
  .from(contests)
  .where(eq(contests.year, SPEC_EDITION.year));
const [hotel] = await app.db.insert(hotels).values({ contestId, name: 'Hotel Erasia', address: 'Sofia' }).returning();
const [roomType] = await app.db.insert(roomTypes).values({ hotelId: hotel!.id, name: 'Double', capacity: 2, roomCount: 1 }).returning();
const [room] = await app.db.insert(rooms).values({ roomTypeId: roomType!.id, number: '101', position: 1 }).returning();
// Through the api, so that the history names the contestant beside their stay, health notes and room.
const [quentin] = await app.db.select({ id: people.id }).from(people).where(eq(people.fullName, 'Quentin Marlowe'));
const stayOfQuentin = [
  await call(app, 'saveStayDetails', {
    params: { id: quentin!.id },
    token: registrarToken,
    body: { emergencyContactName: 'Rupert Marlowe', emergencyContactRelation: 'Father', emergencyContactPhone: '+359876000111' },
  }),
  await call(app, 'saveHealthDetails', {
    params: { id: quentin!.id },
    token: registrarToken,
    body: { consent: true, diet: 'vegetarian', medicalNotes: 'Quentin carries an adrenaline pen.' },
  }),
  await call(app, 'allocateRoom', { params: { id: quentin!.id }, token: admin, body: { roomId: room!.id } }),
];
for (const answer of stayOfQuentin) assert.equal(answer.statusCode, 200, answer.body);
const roomCount = (await app.db.select({ id: rooms.id }).from(rooms)).length;
const stayRows = await app.db.select().from(stayDetails);
const healthRows = await app.db.select().from(healthDetails);
const personalValues = [
  ...leaderRows.flatMap((leader) => [leader.email, leader.phoneNumber]),
  // A date of birth may be the contest's earliest one, which its settings keep.
  ...contestantRows.map((contestant) => contestant.dateOfBirth).filter((date) => date !== minBirthDate),
  ...contestantRows.map((contestant) => contestant.personForContactPhoneNumber),
  // A contact person may share a name with someone kept: their name is no proof then.
  ...contestantRows.map((contestant) => contestant.personForContactName).filter((name) => !keptNames.has(name ?? '')),
  ...guideRows.flatMap((guide) => [guide.phoneNumber, guide.schoolName]),
  ...removed.map((person) => person.fullName).filter((name) => !keptNames.has(name)),
  ...accountEmails.map((user) => user.email),
  ...stayRows.map((stay) => stay.emergencyContactPhone),
  // An emergency contact may share a name with someone kept, as a contact person may.
  ...stayRows.map((stay) => stay.emergencyContactName).filter((name) => !keptNames.has(name ?? '')),
  ...healthRows.map((health) => health.medicalNotes),
].filter((value): value is string => Boolean(value));

describe('erasing personal data: who may, when, and whose name goes', () => {
  it('refuses a visitor with 401, a registrator and a guide with 403', async () => {
    for (const dryRun of [true, false]) {
      assert.equal((await erase(dryRun, null)).statusCode, 401);
      assert.equal((await erase(dryRun, registrarToken)).statusCode, 403);
      assert.equal((await erase(dryRun, guideToken)).statusCode, 403);
    }
  });

  it('refuses the real erasure with 409 before the edition is over, changing nothing; the dry run is allowed', async () => {
    const before = await editionText();
    const [contest] = await app.db.select().from(contests).where(eq(contests.year, SPEC_EDITION.year));
    // The demo's registration ends 30 days after seeding: over a day after it, its edit window closed.
    const overAt = atVenue(editWindowEnd(contest!.endOfRegistrationDate), edition().venueTimeZone);
    const refused = await erase(false);
    assert.equal(refused.statusCode, 409);
    assert.match(refused.headers['content-type'] as string, /^application\/problem\+json/);
    assert.equal(refused.json<{ detail: string }>().detail, `Personal data can be erased once the edition is over: after ${overAt}.`);
    const dryRun = await erase(true);
    assert.equal(dryRun.statusCode, 200, dryRun.body);
    assert.equal(dryRun.json<ErasureReport>().dryRun, true);
    assert.equal(await editionText(), before);
  });

  it("a contestant without a recorded consent follows the edition's default", async () => {
    const withoutConsent = everyone.filter((person) => person.contestant && person.namePublic === null).length;
    const hidden = (await erase(true)).json<ErasureReport>();
    await app.db.update(contests).set({ contestantsPublic: true }).where(eq(contests.year, SPEC_EDITION.year));
    const shown = (await erase(true)).json<ErasureReport>();
    await app.db.update(contests).set({ contestantsPublic: false }).where(eq(contests.year, SPEC_EDITION.year));
    assert.ok(withoutConsent > 100);
    assert.equal(shown.namesKept, hidden.namesKept + withoutConsent);
    assert.equal(shown.peopleRemoved, hidden.peopleRemoved - withoutConsent);
  });

  it("a country's own later deadline keeps the edition open until its edit window closes", async () => {
    const putDatesBack = await endTheEdition(app);
    const deadline = new Date(Date.now() + 3 * 24 * 3600 * 1000);
    await app.db.update(countries).set({ registrationDeadline: deadline }).where(eq(countries.id, countryId));
    const refused = await erase(false);
    assert.equal(refused.statusCode, 409);
    assert.equal(
      refused.json<{ detail: string }>().detail,
      `Personal data can be erased once the edition is over: after ${atVenue(editWindowEnd(deadline), edition().venueTimeZone)}.`,
    );
    await app.db.update(countries).set({ registrationDeadline: null }).where(eq(countries.id, countryId));
    await putDatesBack();
  });
});

describe('erasing personal data after the edition', () => {
  const pictureOfRemoved = removed.find((person) => person.pictureKey)?.pictureKey;
  let beforeDryRun: string;
  let dryRun: Awaited<ReturnType<typeof erase>>;
  let afterDryRun: string;
  let realRun: Awaited<ReturnType<typeof erase>>;
  let afterRealRun: string;
  let publicBefore: string;
  before(async () => {
    // Read once before, so that the public cache holds the people as they were.
    publicBefore = (await call(app, 'readTeams')).body;
    await endTheEdition(app);
    beforeDryRun = await editionText();
    dryRun = await erase(true);
    afterDryRun = await editionText();
    realRun = await erase(false);
    afterRealRun = await editionText();
  });

  it('the dry run answers what the real run then erases, and changes nothing', () => {
    assert.equal(dryRun.statusCode, 200, dryRun.body);
    assert.equal(realRun.statusCode, 200, realRun.body);
    assert.equal(afterDryRun, beforeDryRun);
    const report = realRun.json<ErasureReport>();
    assert.deepEqual(dryRun.json<ErasureReport>(), { ...report, dryRun: true });
    assert.equal(report.dryRun, false);
    assert.equal(report.namesKept, kept.length);
    assert.equal(report.peopleRemoved, removed.length);
    assert.ok(report.peopleRemoved > 2 && report.namesKept > 2, JSON.stringify(report));
    assert.equal(report.datesOfBirth, contestantRows.filter((contestant) => contestant.dateOfBirth).length);
    assert.equal(
      report.contactDetails,
      leaderRows.filter((leader) => leader.email || leader.phoneNumber).length +
        guideRows.filter((guide) => guide.phoneNumber || guide.schoolName || guide.classDesignator).length,
    );
    assert.equal(report.accounts, accountEmails.length);
    assert.equal(report.messages, sentMessages.length);
    assert.ok(report.pictures >= everyone.filter((person) => person.pictureId).length);
    assert.ok(report.contactPersons > 0 && report.travel > 0 && report.historyEntries > 0, JSON.stringify(report));
    assert.deepEqual([report.stayDetails, report.healthDetails, report.roomAllocations], [stayRows.length, healthRows.length, 1]);
    assert.ok(report.stayDetails > 100 && report.healthDetails > 300, JSON.stringify(report));
  });

  it('removes every stay detail, health note and room allocation, and keeps the hotels and their rooms', async () => {
    assert.deepEqual(await app.db.select().from(stayDetails), []);
    assert.deepEqual(await app.db.select().from(healthDetails), []);
    assert.deepEqual(await app.db.select().from(roomOccupants), []);
    assert.equal((await app.db.select({ id: rooms.id }).from(rooms)).length, roomCount);
  });

  it('leaves nothing personal in any table, the history included', () => {
    const left = personalValues.filter((value) => afterRealRun.includes(value));
    assert.deepEqual(left, []);
    assert.ok(personalValues.length > 100, `${personalValues.length} values looked for`);
  });

  it('keeps the names that consent allows, with their countries, and nothing else of them', async () => {
    const rows = await app.db.select().from(people).leftJoin(countries, eq(countries.id, people.countryId));
    assert.deepEqual(
      rows.map((row) => `${row.people.fullName} (${row.countries?.name ?? '-'})`).sort(),
      kept.map((person) => `${person.fullName} (${person.countryName ?? '-'})`).sort(),
    );
    for (const { people: person } of rows) {
      assert.deepEqual(
        [
          person.tShirtSize,
          person.pictureId,
          person.timeOfArrival,
          person.arrivalLocation,
          person.timeOfDeparture,
          person.departureLocation,
        ],
        [null, null, null, null, null, null],
      );
    }
    assert.ok(keptNames.has('Ottilie Brannagh') && !rows.some((row) => row.people.fullName === 'Quentin Marlowe'));
    const [contestant] = await app.db.select().from(contestants).where(eq(contestants.personId, demoContestants[0]!.personId));
    assert.deepEqual(
      [
        contestant!.dateOfBirth,
        contestant!.hasPersonForContact,
        contestant!.personForContactName,
        contestant!.contestUsername,
        contestant!.operatingSystemName,
      ],
      [null, false, null, null, null],
    );
  });

  it('keeps no picture but the flags and the companies’ logos, and serves none of the people’s', async () => {
    const flags = (await app.db.select({ id: countries.flagImageId }).from(countries)).map((row) => row.id).filter(Boolean);
    const logos = (await app.db.select({ url: companies.imageUrl }).from(companies)).map((row) => row.url);
    const stored = await app.db.select({ id: images.id, publicKey: images.publicKey }).from(images);
    assert.ok(stored.length > 0);
    assert.deepEqual(
      stored.filter((row) => !flags.includes(row.id) && !logos.includes(publicPictureUrl(row.publicKey))),
      [],
    );
    assert.ok(pictureOfRemoved);
    assert.equal((await send(app, { url: publicPictureUrl(pictureOfRemoved)! })).statusCode, 404);
  });

  it('the public pages show no one removed and no picture of anyone (every cache dropped)', async () => {
    const teams = await call(app, 'readTeams');
    assert.equal(teams.statusCode, 200);
    const named = removed.map((person) => person.fullName).filter((name) => !keptNames.has(name));
    assert.deepEqual(
      named.filter((name) => teams.body.includes(name)),
      [],
    );
    assert.ok(teams.body.includes('Ottilie Brannagh'));
    const pictures = everyone.map((person) => publicPictureUrl(person.pictureKey)).filter((url): url is string => url !== null);
    assert.ok(
      pictures.some((url) => publicBefore.includes(url)),
      'the public list showed pictures before',
    );
    assert.deepEqual(
      pictures.filter((url) => teams.body.includes(url)),
      [],
    );
  });

  it('records one history entry, with who and the counts, and keeps nothing personal in the history', async () => {
    const response = await call(app, 'readHistory', { query: { entity: 'personalData' }, token: admin });
    assert.equal(response.statusCode, 200, response.body);
    const page = response.json<HistoryPage>();
    assert.equal(page.total, 1);
    const [entry] = page.entries;
    assert.equal(entry!.userEmail, ADMIN.email);
    assert.equal(entry!.call, routeOf('erasePersonalData'));
    assert.equal(entry!.operation, 'delete');
    assert.ok(Date.now() - Date.parse(entry!.at) < 60_000);
    const report = realRun.json<ErasureReport>();
    assert.deepEqual(
      entry!.fields.find((field) => field.field === 'peopleRemoved'),
      {
        field: 'peopleRemoved',
        old: report.peopleRemoved,
        new: null,
        hidden: false,
        kind: 'value',
        refersTo: null,
        oldName: null,
        newName: null,
      },
    );
    const all = (await call(app, 'readHistory', { token: admin })).json<HistoryPage>();
    assert.ok(all.entries.every((each) => !['person', 'leader', 'contestant', 'guide', 'committeeMember', 'user'].includes(each.entity)));
    const travel = all.entries.flatMap((each) => each.fields).filter((field) => Object.keys(ARRIVAL).includes(field.field));
    assert.ok(travel.length > 0 && travel.every((field) => field.hidden && field.old === null && field.new === null));
    assert.ok(all.entries.every((each) => each.userEmail === null || each.userEmail === ADMIN.email));
  });

  it('an Administrator still logs in; a registrator no longer does', async () => {
    assert.equal(Number((await app.db.execute<{ count: string }>(sql`SELECT count(*) AS count FROM login_attempts`)).rows[0]!.count), 0);
    assert.ok(await loginAdmin(app));
    const refused = await call(app, 'logIn', { body: { email: registrar, password: 'user-password-1' } });
    assert.equal(refused.statusCode, 400);
    assert.equal(refused.json<{ detail: string }>().detail, 'Invalid email or password.');
    assert.equal((await call(app, 'readHistory', { token: registrarToken })).statusCode, 401);
  });
});
