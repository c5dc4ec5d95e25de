import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import {
  DEFAULT_LETTER_BODY,
  LETTER_MESSAGES,
  MESSAGES,
  type DelegationLetters,
  type LetterPerson,
  type LetterSummary,
} from '@olympiad/shared/schemas';
import { eq } from 'drizzle-orm';
import { invitationLetters, people } from '../../src/db/schema.js';
import { insertGuest } from '../fixtures/registration.js';
import { insertTeam } from '../fixtures/teams.js';
import { pdfPageTexts } from '../harness/pdf-text.js';
import { buildTestApp, call, loginAdmin, tokenFor } from '../helper.js';

const app = await buildTestApp();
let admin: string;
let registrator: string;
let country: { countryId: string; teamId: string };

/** Visa details a letter can be made from, valid well after the fixtures' stay (1–8 June 2025). */
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
  body: 'We invite {name} ({role}) of {country} from {arrivalDate} to {departureDate}.',
};

async function delegation(token = registrator, countryId = country.countryId): Promise<DelegationLetters> {
  const answer = await call(app, 'readDelegationLetters', { params: { countryId }, token });
  assert.equal(answer.statusCode, 200, answer.body);
  return answer.json<DelegationLetters>();
}

async function personNamed(suffix: string): Promise<LetterPerson> {
  const person = (await delegation(admin)).people.find((each) => each.fullName.endsWith(suffix));
  assert.ok(person, suffix);
  return person;
}

async function saveDetails(personId: string, body: object, token = registrator) {
  return call(app, 'saveVisaDetails', { params: { id: personId }, token, body });
}

async function generate(personId: string, token = registrator) {
  return call(app, 'generateLetter', { params: { id: personId }, token });
}

async function lettersOf(personId: string) {
  return app.db.select().from(invitationLetters).where(eq(invitationLetters.personId, personId)).orderBy(invitationLetters.generatedAt);
}

before(async () => {
  admin = await loginAdmin(app);
  country = await insertTeam(app, { countryName: 'Letterland', teamName: 'Letterland', contestants: 2 });
  await insertGuest(app, country.countryId, 'Gina Guest');
  registrator = await tokenFor(app, 'TeamRegistrator', country.countryId);
  const saved = await call(app, 'saveLetterSettings', { token: admin, body: SETTINGS });
  assert.equal(saved.statusCode, 200, saved.body);
});

describe('the delegation', () => {
  it('lists leaders, deputies, contestants and guests in that order, with the stay from their travel', async () => {
    const read = await delegation();
    assert.equal(read.enabled, true);
    assert.deepEqual(
      read.people.map((person) => person.fullName),
      ['Letterland Leader', 'Letterland Deputy', 'Letterland Contestant A', 'Letterland Contestant B', 'Gina Guest'],
    );
    const [leader, , contestant] = read.people;
    assert.deepEqual(leader!.stay, { from: '2025-06-01', to: '2025-06-08', fromTravel: true });
    assert.equal(leader!.version, 0);
    assert.equal(leader!.letter, null);
    assert.deepEqual(leader!.missing, []);
    assert.equal(contestant!.hasOwnDateOfBirth, false);
    assert.equal(contestant!.details.dateOfBirth, '2010-01-01');
  });
});

describe('a letter', () => {
  it('is saved, generated as a PDF naming the person and its verification address, and downloaded again unchanged', async () => {
    const leader = await personNamed('Leader');
    const saved = await saveDetails(leader.personId, COMPLETE);
    assert.equal(saved.statusCode, 200, saved.body);
    const person = saved.json<LetterPerson>();
    assert.equal(person.details.passportName, 'ANA PETROVA');
    assert.equal(person.details.passportNumber, 'AB1234567');
    assert.equal(person.version, 1);
    assert.equal(person.canGenerate, true);

    const first = await generate(leader.personId);
    assert.equal(first.statusCode, 200, first.body);
    assert.equal(first.headers['content-type'], 'application/pdf');
    assert.equal(first.headers['content-disposition'], 'attachment; filename="invitation-letter-2025-letterland-leader.pdf"');
    const [letter] = await lettersOf(leader.personId);
    const [text] = await pdfPageTexts(first.rawPayload);
    assert.match(text!, /ANA PETROVA \(Leader\) of Letterland from 1 June 2025 to 8 June 2025/);
    assert.match(text!, new RegExp(`http://localhost:8080/verify/${letter!.code}`));

    const again = await generate(leader.personId);
    assert.equal(again.statusCode, 200);
    const letters = await lettersOf(leader.personId);
    assert.equal(letters.length, 1);
    assert.match((await pdfPageTexts(again.rawPayload))[0]!, new RegExp(letter!.code));
    assert.equal((await personNamed('Leader')).letter?.status, 'valid');
  });
});

describe('the letter settings', () => {
  it('answer the default body before one is written', async () => {
    const read = await call(app, 'readLetterSettings', { token: admin });
    assert.equal(read.statusCode, 200);
    assert.equal(read.json<{ body: string }>().body, SETTINGS.body);
    assert.notEqual(DEFAULT_LETTER_BODY, '');
  });

  it('preview a PDF', async () => {
    const preview = await call(app, 'previewLetter', { token: admin, body: SETTINGS });
    assert.equal(preview.statusCode, 200, preview.body);
    assert.match((await pdfPageTexts(preview.rawPayload))[0]!, /JANE SAMPLE \(Contestant\)/);
  });
});

describe('the Letters section', () => {
  it('lists and revokes', async () => {
    const read = await call(app, 'readLetters', { token: admin });
    assert.equal(read.statusCode, 200, read.body);
    const [letter] = read.json<LetterSummary[]>();
    const revoked = await call(app, 'revokeLetter', { params: { id: letter!.id }, token: admin });
    assert.equal(revoked.statusCode, 200, revoked.body);
    assert.equal(revoked.json<LetterSummary>().status, 'revoked');
    const twice = await call(app, 'revokeLetter', { params: { id: letter!.id }, token: admin });
    assert.equal(twice.statusCode, 409);
  });
});

void [LETTER_MESSAGES, MESSAGES, people];
