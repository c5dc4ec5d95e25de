import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import {
  CHANGED_MEANWHILE,
  DEFAULT_LETTER_BODY,
  LETTER_MESSAGES,
  MESSAGES,
  type DelegationLetters,
  type ErasureReport,
  type HistoryPage,
  type LetterPerson,
  type LetterSettings,
  type LetterSummary,
  type PersonData,
} from '@olympiad/shared/schemas';
import { eq, sql } from 'drizzle-orm';
import { contestants, images, invitationLetters, letterSettings, messages, people, visaDetails } from '../../src/db/schema.js';
import { endTheEdition } from '../fixtures/edition-over.js';
import { insertGuide } from '../fixtures/guides.js';
import { ARRIVAL } from '../fixtures/payloads.js';
import { insertGuest } from '../fixtures/registration.js';
import { insertTeam } from '../fixtures/teams.js';
import { qrCodeOnPage } from '../harness/pdf-qr.js';
import { pdfPageTexts } from '../harness/pdf-text.js';
import { ADMIN, buildTestApp, call, IMAGES, loginAdmin, routeOf, send, tokenFor } from '../helper.js';

const app = await buildTestApp();
let admin: string;
let registrator: string;
let otherRegistrator: string;
let guide: string;
let country: { countryId: string; teamId: string };
let other: { countryId: string; teamId: string };

/** Visa details a letter can be made from, the passport valid well after the fixtures' stay (1–8 June 2025). */
const COMPLETE = {
  needsLetter: true,
  passportName: 'ana  petrova',
  nationality: 'Bulgarian',
  passportNumber: 'ab 123 4567',
  passportExpiry: '2030-01-01',
  dateOfBirth: '1980-03-04',
};

const SETTINGS = {
  enabled: true,
  signatoryName: 'Maria Ivanova',
  signatoryTitle: 'Chair of the organising committee',
  organiserAddress: 'Sofia University\n5 James Bourchier Blvd\nSofia, Bulgaria',
  venue: 'Sofia University',
  body: 'We invite {name} ({role}) of {country}, passport {passportNumber}, from {arrivalDate} to {departureDate}.',
};

async function delegation(token = admin, countryId = country.countryId): Promise<DelegationLetters> {
  const answer = await call(app, 'readDelegationLetters', { params: { countryId }, token });
  assert.equal(answer.statusCode, 200, answer.body);
  return answer.json<DelegationLetters>();
}

async function personNamed(name: string, countryId = country.countryId): Promise<LetterPerson> {
  const person = (await delegation(admin, countryId)).people.find((each) => each.fullName === name);
  assert.ok(person, name);
  return person;
}

const saveDetails = (personId: string, body: object, token = registrator, headers?: Record<string, string>) =>
  call(app, 'saveVisaDetails', { params: { id: personId }, token, body, ...(headers && { headers }) });

const generate = (personId: string, token = registrator) => call(app, 'generateLetter', { params: { id: personId }, token });

async function generated(personId: string, token = registrator) {
  const answer = await generate(personId, token);
  assert.equal(answer.statusCode, 200, answer.body);
  assert.equal(answer.headers['content-type'], 'application/pdf');
  return answer;
}

const lettersOf = (personId: string) =>
  app.db
    .select()
    .from(invitationLetters)
    .where(eq(invitationLetters.personId, personId))
    .orderBy(invitationLetters.generatedAt, invitationLetters.id);

async function readLetters(query: Record<string, string> = {}): Promise<LetterSummary[]> {
  const answer = await call(app, 'readLetters', { token: admin, query });
  assert.equal(answer.statusCode, 200, answer.body);
  return answer.json<LetterSummary[]>();
}

const queued = (kind: 'letterOutdated' | 'letterRevoked') =>
  app.db
    .select({ recipient: messages.recipient, subject: messages.subject, text: messages.textBody, onceKey: messages.onceKey })
    .from(messages)
    .where(eq(messages.kind, kind));

/** A person's details made complete and a first letter generated for them by the registrator. */
async function withLetter(name: string): Promise<{ personId: string; code: string }> {
  const { personId } = await personNamed(name);
  assert.equal((await saveDetails(personId, COMPLETE)).statusCode, 200);
  await generated(personId);
  const letters = await lettersOf(personId);
  return { personId, code: letters.at(-1)!.code };
}

before(async () => {
  admin = await loginAdmin(app);
  country = await insertTeam(app, { countryName: 'Letterland', teamName: 'Letterland', contestants: 2 });
  other = await insertTeam(app, { countryName: 'Otherland', teamName: 'Otherland', contestants: 1 });
  await insertGuest(app, country.countryId, 'Gina Guest');
  registrator = await tokenFor(app, 'TeamRegistrator', country.countryId);
  otherRegistrator = await tokenFor(app, 'TeamRegistrator', other.countryId);
  guide = await tokenFor(app, 'Guide');
});

describe('the letter settings', () => {
  it('start switched off with the default body, and no letter is made meanwhile', async () => {
    const read = await call(app, 'readLetterSettings', { token: admin });
    assert.equal(read.statusCode, 200, read.body);
    assert.deepEqual(read.json<LetterSettings>(), {
      enabled: false,
      signatoryName: '',
      signatoryTitle: '',
      organiserAddress: '',
      venue: '',
      body: DEFAULT_LETTER_BODY,
      signaturePicture: null,
      logoPicture: null,
      version: 0,
    });
    const { personId } = await personNamed('Letterland Leader');
    assert.equal((await saveDetails(personId, COMPLETE)).statusCode, 200);
    const refused = await generate(personId);
    assert.equal(refused.statusCode, 409);
    assert.match(refused.json<{ detail: string }>().detail, /switched off/);
    assert.equal((await delegation(registrator)).enabled, false);
  });

  it('are saved with their pictures (If-Match: their version), kept when left out and removed with null', async () => {
    const first = await call(app, 'saveLetterSettings', {
      token: admin,
      body: { ...SETTINGS, signatureImage: IMAGES.png.toString('base64'), logoImage: IMAGES.jpeg.toString('base64') },
      headers: { 'if-match': '"0"' },
    });
    assert.equal(first.statusCode, 200, first.body);
    const saved = first.json<LetterSettings>();
    assert.equal(saved.version, 1);
    assert.equal(first.headers.etag, '"1"');
    assert.equal(saved.body, SETTINGS.body);
    for (const picture of [saved.signaturePicture, saved.logoPicture]) {
      assert.ok(picture);
      assert.equal((await send(app, { url: picture })).statusCode, 200, picture);
    }

    const stale = await call(app, 'saveLetterSettings', { token: admin, body: SETTINGS, headers: { 'if-match': '"0"' } });
    assert.equal(stale.statusCode, 412);
    assert.equal(stale.json<{ detail: string }>().detail, CHANGED_MEANWHILE);

    const kept = await call(app, 'saveLetterSettings', { token: admin, body: { ...SETTINGS, logoImage: null } });
    assert.equal(kept.statusCode, 200, kept.body);
    const [row] = await app.db.select().from(letterSettings);
    assert.ok(row!.signatureImageId, 'the signature left out is kept');
    assert.equal(row!.logoImageId, null, 'the logo sent as null is removed');
    assert.equal(kept.json<LetterSettings>().logoPicture, null);
  });

  it('refuse a placeholder that is none, and switched on without a signatory', async () => {
    const answer = await call(app, 'saveLetterSettings', {
      token: admin,
      body: { ...SETTINGS, signatoryName: '', body: 'Dear {nmae},' },
    });
    assert.equal(answer.statusCode, 400);
    assert.deepEqual(answer.json<{ errors: Record<string, string[]> }>().errors, {
      body: [LETTER_MESSAGES.unknownPlaceholder('nmae')],
      signatoryName: [MESSAGES.required],
    });
  });

  it('preview a letter of a sample person as a PDF, recording nothing', async () => {
    const count = async () => (await app.db.select({ n: sql<number>`count(*)::int` }).from(invitationLetters))[0]!.n;
    const [before] = await app.db.select().from(letterSettings);
    const lettersBefore = await count();
    const preview = await call(app, 'previewLetter', {
      token: admin,
      body: { ...SETTINGS, body: 'Unsaved: {name}, {role}, {country}, {nationality}, {passportNumber}, {arrivalDate}.' },
    });
    assert.equal(preview.statusCode, 200, preview.body);
    assert.equal(preview.headers['content-type'], 'application/pdf');
    const page = (await pdfPageTexts(preview.rawPayload))[0]!.replace(/\s+/g, ' ');
    assert.match(page, /Unsaved: JANE SAMPLE, Contestant, Bulgaria, Sample, X1234567, 28 August 2025\./);
    assert.deepEqual((await app.db.select().from(letterSettings))[0], before);
    assert.equal(await count(), lettersBefore);
  });

  it('are the Administrators’ only', async () => {
    assert.equal((await call(app, 'readLetterSettings', { token: registrator })).statusCode, 403);
    assert.equal((await call(app, 'saveLetterSettings', { token: registrator, body: SETTINGS })).statusCode, 403);
    assert.equal((await call(app, 'previewLetter', { token: guide, body: SETTINGS })).statusCode, 403);
    assert.equal((await call(app, 'readLetterSettings')).statusCode, 401);
  });
});

describe('the delegation', () => {
  it('is its leaders, deputies, contestants and guests in that order, with each stay', async () => {
    await app.db.update(people).set({ timeOfArrival: null, timeOfDeparture: null }).where(eq(people.fullName, 'Gina Guest'));
    const read = await delegation(registrator);
    assert.equal(read.enabled, true);
    assert.deepEqual(
      read.people.map((person) => person.fullName),
      ['Letterland Leader', 'Letterland Deputy', 'Letterland Contestant A', 'Letterland Contestant B', 'Gina Guest'],
    );
    assert.deepEqual(
      read.people.map((person) => person.role),
      ['Leader', 'Deputy leader', 'Contestant', 'Contestant', 'Guest'],
    );
    const [leader, deputy, contestant, , guest] = read.people;
    assert.deepEqual(leader!.stay, { from: '2025-06-01', to: '2025-06-08', fromTravel: true });
    assert.equal(deputy!.version, 0);
    assert.equal(deputy!.letter, null);
    assert.deepEqual(deputy!.missing, [], 'nothing is missing without needsLetter');
    assert.equal(contestant!.hasOwnDateOfBirth, false);
    assert.equal(contestant!.details.dateOfBirth, '2010-01-01');
    // Without travel of her own (a guest has no team's): the contest's days at the venue.
    assert.deepEqual(guest!.stay, { from: '2025-08-28', to: '2025-09-02', fromTravel: false });
  });

  it("takes a member's stay from the team when they have no travel of their own", async () => {
    await app.db.update(people).set({ timeOfArrival: null, timeOfDeparture: null }).where(eq(people.fullName, 'Letterland Contestant B'));
    await app.db.execute(
      sql`UPDATE teams SET time_of_arrival = '2025-05-30 09:00', time_of_departure = '2025-06-09 20:00' WHERE id = ${country.teamId}`,
    );
    assert.deepEqual((await personNamed('Letterland Contestant B')).stay, { from: '2025-05-30', to: '2025-06-09', fromTravel: true });
  });

  it('is read by its registrator and the Administrators only', async () => {
    const read = (token?: string) =>
      call(app, 'readDelegationLetters', { params: { countryId: country.countryId }, ...(token && { token }) });
    assert.equal((await read(otherRegistrator)).statusCode, 403);
    assert.equal((await read(guide)).statusCode, 403);
    assert.equal((await read()).statusCode, 401);
    const { personId } = await personNamed('Letterland Deputy');
    assert.equal((await saveDetails(personId, COMPLETE, otherRegistrator)).statusCode, 403);
    assert.equal((await generate(personId, otherRegistrator)).statusCode, 403);
    assert.equal((await generate(personId, guide)).statusCode, 403);
    assert.equal(
      (await call(app, 'generateDelegationLetters', { params: { countryId: country.countryId }, token: otherRegistrator })).statusCode,
      403,
    );
  });

  it("is never the organisers' people: a registrator is refused a guide, an Administrator told there is no such delegation person", async () => {
    const { personId } = await insertGuide(app, { fullName: 'Gus Guide' });
    assert.equal((await saveDetails(personId, COMPLETE, registrator)).statusCode, 403);
    const byAdministrator = await saveDetails(personId, COMPLETE, admin);
    assert.equal(byAdministrator.statusCode, 404);
    assert.match(byAdministrator.json<{ detail: string }>().detail, /no delegation person/);
    assert.equal((await generate(personId, admin)).statusCode, 404);
  });
});

describe('visa details', () => {
  it('with needsLetter require every field, the name in Latin capitals and the passport valid through the departure day', async () => {
    const { personId } = await personNamed('Letterland Deputy');
    const empty = await saveDetails(personId, { needsLetter: true });
    assert.equal(empty.statusCode, 400);
    assert.deepEqual(empty.json<{ errors: Record<string, string[]> }>().errors, {
      passportName: [MESSAGES.required],
      nationality: [MESSAGES.required],
      passportNumber: [MESSAGES.required],
      passportExpiry: [MESSAGES.required],
      dateOfBirth: [MESSAGES.required],
    });
    const wrong = await saveDetails(personId, {
      ...COMPLETE,
      passportName: 'Анна Петрова',
      passportNumber: 'A1',
    });
    assert.equal(wrong.statusCode, 400);
    assert.deepEqual(wrong.json<{ errors: Record<string, string[]> }>().errors, {
      passportName: [LETTER_MESSAGES.passportName],
      passportNumber: [LETTER_MESSAGES.passportNumber],
    });
    const expiring = await saveDetails(personId, { ...COMPLETE, passportExpiry: '2025-06-07' });
    assert.equal(expiring.statusCode, 400);
    assert.deepEqual(expiring.json<{ errors: Record<string, string[]> }>().errors, {
      passportExpiry: [LETTER_MESSAGES.passportExpiry('2025-06-08')],
    });
    assert.equal((await personNamed('Letterland Deputy')).version, 0, 'nothing was saved');
  });

  it('without needsLetter keep what was typed, and answer the person as the delegation shows them', async () => {
    const { personId } = await personNamed('Letterland Deputy');
    const saved = await saveDetails(personId, { needsLetter: false, nationality: 'Bulgarian' }, registrator, { 'if-match': '"0"' });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal(saved.headers.etag, '"1"');
    assert.deepEqual(saved.json<LetterPerson>(), await personNamed('Letterland Deputy'));
    assert.equal(saved.json<LetterPerson>().details.nationality, 'Bulgarian');
    assert.equal(saved.json<LetterPerson>().canGenerate, false);
    const stale = await saveDetails(personId, { needsLetter: false }, registrator, { 'if-match': '"0"' });
    assert.equal(stale.statusCode, 412);
  });

  it('of a contestant take the date of birth of their registration, ignoring one sent', async () => {
    const { personId } = await personNamed('Letterland Contestant A');
    const saved = await saveDetails(personId, { ...COMPLETE, dateOfBirth: '1999-09-09' });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal(saved.json<LetterPerson>().details.dateOfBirth, '2010-01-01');
    assert.deepEqual(saved.json<LetterPerson>().missing, []);
    const { dateOfBirth: _none, ...withoutDate } = COMPLETE;
    assert.equal((await saveDetails(personId, withoutDate)).statusCode, 200, 'not asked of a contestant');
  });

  it('are in the history as changed, never their values', async () => {
    const history = await call(app, 'readHistory', { token: admin, query: { countryId: country.countryId } });
    assert.equal(history.statusCode, 200, history.body);
    const entries = history.json<HistoryPage>().entries.filter((entry) => entry.entity === 'visaDetails');
    assert.ok(entries.length > 0);
    assert.equal(entries[0]!.call, routeOf('saveVisaDetails'));
    const passport = entries.flatMap((entry) => entry.fields).filter((field) => field.field === 'passportNumber');
    assert.ok(passport.length > 0);
    for (const field of passport) assert.deepEqual([field.hidden, field.old, field.new], [true, null, null]);
    assert.doesNotMatch(history.body, /AB1234567|ANA PETROVA|1980-03-04/);
  });
});

describe('a letter', () => {
  it('is a PDF naming the person and its verification address, the same letter again while nothing changed', async () => {
    const { personId } = await personNamed('Letterland Leader');
    const first = await generated(personId);
    assert.equal(first.headers['content-disposition'], 'attachment; filename="invitation-letter-2025-letterland-leader.pdf"');
    const [letter] = await lettersOf(personId);
    assert.match(letter!.code, /^[0-9a-hjkmnp-tv-z]{20}$/);
    assert.equal(letter!.passportNumberEnd, '567');
    assert.equal(letter!.generatedBy, 'TeamRegistrator');
    const page = (await pdfPageTexts(first.rawPayload))[0]!.replace(/\s+/g, ' ');
    assert.match(page, /We invite ANA PETROVA \(Leader\) of Letterland, passport AB1234567, from 1 June 2025 to 8 June 2025\./);
    assert.ok(page.includes(`http://localhost:8080/verify/${letter!.code}`), page);

    const again = await generated(personId, admin);
    assert.equal((await lettersOf(personId)).length, 1, 'no second letter');
    assert.ok((await pdfPageTexts(again.rawPayload))[0]!.includes(letter!.code));
    const shown = await personNamed('Letterland Leader');
    assert.deepEqual(shown.letter, {
      id: letter!.id,
      status: 'valid',
      generatedAt: letter!.generatedAt.toISOString(),
      generatedBy: 'TeamRegistrator',
    });
  });

  it('carries a QR code of its verification address, whose page tells it valid, then outdated once its details change', async () => {
    const { personId } = await personNamed('Letterland Deputy');
    assert.equal((await saveDetails(personId, { ...COMPLETE, passportNumber: 'ZX9876543' })).statusCode, 200);
    const pdf = (await generated(personId)).rawPayload;
    const [letter] = await lettersOf(personId);
    const address = await qrCodeOnPage(pdf, 1);
    assert.equal(address, `http://localhost:8080/verify/${letter!.code}`);
    const page = async () => (await send(app, { url: new URL(address!).pathname })).body;
    assert.match(await page(), /Valid/);
    assert.match(await page(), /\*{6}543/);
    assert.doesNotMatch(await page(), /ZX9876543|1980/);
    assert.equal((await saveDetails(personId, { ...COMPLETE, passportNumber: 'ZX9876543', nationality: 'Greek' })).statusCode, 200);
    assert.match(await page(), /Outdated/);
    assert.equal((await saveDetails(personId, { needsLetter: false })).statusCode, 200);
  });

  it('is refused while the details are incomplete or not wanted', async () => {
    const deputy = await personNamed('Letterland Deputy');
    const answer = await generate(deputy.personId);
    assert.equal(answer.statusCode, 409);
    assert.match(answer.json<{ detail: string }>().detail, /does not need an invitation letter/);
  });

  it('becomes outdated when its details change, the Administrators are told once, and a new download makes a new letter', async () => {
    const { personId, code } = await withLetter('Letterland Contestant A');
    const saved = await saveDetails(personId, { ...COMPLETE, nationality: 'Greek' });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal(saved.json<LetterPerson>().letter?.status, 'outdated');
    const [first] = await lettersOf(personId);
    const told = (await queued('letterOutdated')).filter((message) => message.onceKey?.startsWith(`letterOutdated:${first!.id}:`));
    assert.deepEqual(
      told.map((message) => message.recipient),
      [ADMIN.email],
    );
    assert.match(told[0]!.subject, /Letterland Contestant A \(Letterland\) is outdated/);
    assert.match(told[0]!.text, /\/controlPanel\/letters/);

    // Saved again unchanged: nothing more to tell.
    const before = (await queued('letterOutdated')).length;
    await saveDetails(personId, { ...COMPLETE, nationality: 'Greek' });
    assert.equal((await queued('letterOutdated')).length, before);

    await generated(personId);
    const letters = await lettersOf(personId);
    assert.equal(letters.length, 2);
    assert.notEqual(letters[1]!.code, code);
    assert.equal(letters[1]!.nationality, 'Greek');
    assert.ok(letters[0]!.outdatedAt);
    assert.equal(letters[1]!.outdatedAt, null);
  });

  it("becomes outdated when a contestant's date of birth or the team's travel change", async () => {
    const contestantA = await personNamed('Letterland Contestant A');
    assert.equal(contestantA.letter?.status, 'valid');
    const [row] = await app.db.select().from(contestants).where(eq(contestants.personId, contestantA.personId));
    const dateOfBirth = await call(app, 'editContestant', {
      token: admin,
      body: {
        id: row!.id,
        teamId: country.teamId,
        personId: contestantA.personId,
        dateOfBirth: '2011-02-02',
        operatingSystemName: 'Linux',
        hasPersonForContact: false,
        personEditModel: { fullName: 'Letterland Contestant A', tShirtSize: 'M', ...ARRIVAL },
      },
    });
    assert.equal(dateOfBirth.statusCode, 200, dateOfBirth.body);
    assert.equal((await personNamed('Letterland Contestant A')).letter?.status, 'outdated');

    const { personId: contestantB } = await withLetter('Letterland Contestant B');
    const travel = await call(app, 'editTeamArrival', { token: admin, body: { teamId: country.teamId, ...ARRIVAL } });
    assert.equal(travel.statusCode, 200, travel.body);
    const b = await personNamed('Letterland Contestant B');
    assert.deepEqual(b.stay, { from: '2025-08-28', to: '2025-09-02', fromTravel: true });
    assert.equal(b.letter?.status, 'outdated');
    assert.equal((await lettersOf(contestantB))[0]!.digest.length, 64);
  });

  it("becomes outdated when the country's name changes", async () => {
    const { personId } = await withLetter('Letterland Leader');
    assert.equal((await personNamed('Letterland Leader')).letter?.status, 'valid');
    const renamed = await call(app, 'updateCountry', {
      params: { id: country.countryId },
      token: admin,
      body: { id: country.countryId, name: 'Letterland Renamed' },
    });
    assert.equal(renamed.statusCode, 200, renamed.body);
    assert.equal((await lettersOf(personId)).at(-1)!.outdatedAt !== null, true);
    await call(app, 'updateCountry', {
      params: { id: country.countryId },
      token: admin,
      body: { id: country.countryId, name: 'Letterland' },
    });
  });

  it("becomes outdated when the contest's days, which are the stay of a person without travel, move", async () => {
    const { personId } = await personNamed('Gina Guest');
    assert.equal((await saveDetails(personId, COMPLETE)).statusCode, 200);
    await generated(personId);
    const read = await call(app, 'readContest', { query: { year: 2025 } });
    const { committees: _committees, year: _year, ...contest } = read.json<Record<string, unknown>>();
    const save = (endDate: unknown) =>
      call(app, 'updateContest', { params: { id: String(contest.id) }, token: admin, body: { ...contest, endDate } });
    const moved = await save('2025-09-03T18:00:00+03:00');
    assert.equal(moved.statusCode, 200, moved.body);
    assert.equal((await personNamed('Gina Guest')).letter?.status, 'outdated');
    assert.equal((await save(contest.endDate)).statusCode, 200);
  });

  it('is revoked with its person removed', async () => {
    const guestId = await insertGuest(app, country.countryId, 'Greta Guest');
    assert.equal((await saveDetails(guestId, { ...COMPLETE, dateOfBirth: '1970-01-01' })).statusCode, 200);
    await generated(guestId);
    const [letter] = await lettersOf(guestId);
    assert.equal((await call(app, 'deletePerson', { params: { id: guestId }, token: registrator })).statusCode, 204);
    const listed = (await readLetters()).find((each) => each.id === letter!.id);
    assert.equal(listed?.status, 'revoked');
    assert.equal(listed?.personId, null);
    assert.equal((await call(app, 'revokeLetter', { params: { id: letter!.id }, token: admin })).statusCode, 409);
  });
});

describe('the delegation’s letters', () => {
  it('are everyone’s who can have one, one page each, in one PDF', async () => {
    const ready = (await delegation(registrator)).people.filter((person) => person.canGenerate);
    assert.ok(ready.length >= 3);
    const answer = await call(app, 'generateDelegationLetters', { params: { countryId: country.countryId }, token: registrator });
    assert.equal(answer.statusCode, 200, answer.body);
    assert.equal(answer.headers['content-disposition'], 'attachment; filename="invitation-letters-2025-letterland.pdf"');
    const pages = await pdfPageTexts(answer.rawPayload);
    assert.equal(pages.length, ready.length);
    const after = await delegation(registrator);
    assert.ok(after.people.filter((person) => person.canGenerate).every((person) => person.letter?.status === 'valid'));
  });

  it('are refused when nobody can have one', async () => {
    const answer = await call(app, 'generateDelegationLetters', { params: { countryId: other.countryId }, token: otherRegistrator });
    assert.equal(answer.statusCode, 409);
    assert.match(answer.json<{ detail: string }>().detail, /Nobody of this delegation/);
  });
});

describe('the Letters section', () => {
  it('lists every letter newest first, by status and country', async () => {
    const all = await readLetters();
    const times = all.map((letter) => letter.generatedAt);
    assert.deepEqual(times, [...times].sort().reverse());
    assert.ok(all.some((letter) => letter.status === 'outdated'));
    for (const status of ['valid', 'outdated', 'revoked'] as const) {
      const some = await readLetters({ status });
      assert.deepEqual(
        some.map((letter) => letter.id),
        all.filter((letter) => letter.status === status).map((letter) => letter.id),
      );
    }
    assert.deepEqual(await readLetters({ countryId: other.countryId }), []);
    assert.equal((await readLetters({ countryId: country.countryId })).length, all.length);
    assert.equal((await call(app, 'readLetters', { token: registrator })).statusCode, 403);
  });

  it('revokes a letter, once: the registrators are told, and only an Administrator makes the next one', async () => {
    const leader = await personNamed('Letterland Leader');
    const latest = (await lettersOf(leader.personId)).at(-1)!;
    const revoked = await call(app, 'revokeLetter', { params: { id: latest.id }, token: admin });
    assert.equal(revoked.statusCode, 200, revoked.body);
    assert.equal(revoked.json<LetterSummary>().status, 'revoked');
    assert.equal(revoked.json<LetterSummary>().revokedBy, 'Administrator');
    assert.equal((await call(app, 'revokeLetter', { params: { id: latest.id }, token: admin })).statusCode, 409);
    assert.equal((await call(app, 'revokeLetter', { params: { id: latest.id }, token: registrator })).statusCode, 403);

    const told = await queued('letterRevoked');
    assert.equal(told.length, 1);
    assert.match(told[0]!.recipient, /^teamregistrator-/);
    assert.match(told[0]!.subject, /Letterland Leader was revoked/);

    const shown = await personNamed('Letterland Leader');
    assert.equal(shown.letter?.status, 'revoked');
    assert.equal((await delegation(registrator)).people[0]!.canGenerate, false);
    const refused = await generate(leader.personId);
    assert.equal(refused.statusCode, 409);
    assert.match(refused.json<{ detail: string }>().detail, /revoked/);
    await generated(leader.personId, admin);
    const letters = await lettersOf(leader.personId);
    assert.notEqual(letters.at(-1)!.code, latest.code);
    assert.equal(letters.at(-1)!.generatedBy, 'Administrator');
  });
});

describe("a person's own data", () => {
  it('in the subject-access export include their visa details and letters, without the codes', async () => {
    const { personId } = await personNamed('Letterland Leader');
    const answer = await call(app, 'exportPersonData', { params: { id: personId }, token: admin });
    assert.equal(answer.statusCode, 200, answer.body);
    const data = answer.json<PersonData>();
    assert.equal(data.visaDetails?.passportNumber, 'AB1234567');
    const listed = (await readLetters()).filter((letter) => letter.personId === personId).reverse();
    assert.deepEqual(
      data.letters.map((letter) => [letter.generatedAt, letter.status]),
      listed.map((letter) => [letter.generatedAt, letter.status]),
    );
    assert.deepEqual(new Set(listed.map((letter) => letter.status)), new Set(['outdated', 'revoked', 'valid']));
    for (const letter of await lettersOf(personId)) assert.ok(!answer.body.includes(letter.code));
  });

  it('are never a guide’s nor the public’s', async () => {
    const { personId } = await personNamed('Letterland Leader');
    assert.equal((await call(app, 'readLetters', { token: guide })).statusCode, 403);
    assert.equal((await call(app, 'readLetters')).statusCode, 401);
    assert.equal((await call(app, 'exportPersonData', { params: { id: personId }, token: guide })).statusCode, 403);
    assert.equal((await call(app, 'exportPersonData', { params: { id: personId }, token: registrator })).statusCode, 403);
  });
});

describe('after the edition', () => {
  it('the erasure deletes every visa detail and letter, counted, and keeps the letter settings with their pictures', async () => {
    const count = async (table: typeof visaDetails | typeof invitationLetters) =>
      (await app.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
    const details = await count(visaDetails);
    const letters = await count(invitationLetters);
    assert.ok(details > 0 && letters > 0);
    const putDatesBack = await endTheEdition(app);
    const erased = await call(app, 'erasePersonalData', { token: admin, body: { dryRun: false } });
    await putDatesBack();
    assert.equal(erased.statusCode, 200, erased.body);
    const report = erased.json<ErasureReport>();
    assert.deepEqual([report.visaDetails, report.letters], [details, letters]);
    assert.deepEqual([await count(visaDetails), await count(invitationLetters)], [0, 0]);
    const [settings] = await app.db.select().from(letterSettings);
    assert.ok(settings?.signatureImageId);
    assert.equal((await app.db.select().from(images).where(eq(images.id, settings.signatureImageId))).length, 1);
  });
});
