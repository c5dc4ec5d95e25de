import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SPEC_EDITION } from '@olympiad/shared/schemas';
import { contests, invitationLetters, people } from '../../src/db/schema.js';
import { LOGIN_LIMITS } from '../../src/plugins/login-throttle.js';
import { insertGuest, freshCountry } from '../fixtures/registration.js';
import { buildTestApp, send } from '../helper.js';

const app = await buildTestApp();
const { countryId } = await freshCountry(app);
const [{ id: contestId }] = (await app.db.select({ id: contests.id }).from(contests).where(eq(contests.year, SPEC_EDITION.year))) as [
  { id: string },
];

/** A letter as generating one records it, for a new guest; its code. */
async function letter(values: Partial<typeof invitationLetters.$inferInsert> = {}): Promise<{ code: string; personId: string }> {
  const personId = await insertGuest(app, countryId, 'Ivan Petrov');
  const code = randomBytes(10).toString('hex');
  await app.db.insert(invitationLetters).values({
    code,
    personId,
    contestId,
    countryId,
    personName: 'Ivan Petrov',
    countryName: 'Bulgaria',
    passportName: 'IVAN PETROV',
    nationality: 'Bulgarian',
    passportNumberEnd: '567',
    stayFrom: '2025-08-28',
    stayTo: '2025-09-02',
    digest: 'x',
    generatedAt: new Date('2025-06-02T10:00:00Z'),
    generatedBy: 'Registrator',
    ...values,
  });
  return { code, personId };
}

const verify = (code: string, remoteAddress = '10.36.0.1') => send(app, { method: 'GET', url: `/verify/${code}`, remoteAddress });
/** The page's text without its markup, as a reader hears it. */
const textOf = (html: string) =>
  html
    .replace(/<style>[\s\S]*?<\/style>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('GET /verify/<code>', () => {
  it('shows the contest, the passport name, nationality, masked passport number, stay, issue day and that the letter is valid', async () => {
    const { code } = await letter();
    const response = await verify(code);
    assert.equal(response.statusCode, 200);
    assert.match(response.headers['content-type'] as string, /^text\/html/);
    assert.equal(response.headers['cache-control'], 'no-store');
    assert.equal(response.headers['referrer-policy'], 'no-referrer');
    const text = textOf(response.body);
    assert.match(text, /Invitation letter .* Valid The organisers issued this letter and it stands/);
    assert.match(text, /Name as in the passport IVAN PETROV/);
    assert.match(text, /Nationality Bulgarian/);
    assert.match(text, /Passport number \*{6}567/);
    assert.match(text, /Stay 28 August 2025 to 2 September 2025/);
    assert.match(text, /Issued on 2 June 2025/);
    // Nothing else: no picture, no script, no person's own name or country beyond the letter's.
    assert.doesNotMatch(response.body, /<img|<script|Ivan Petrov|Bulgaria\b/);
  });

  it('says outdated once its details changed or a newer letter exists, and revoked once revoked or its person removed', async () => {
    const outdated = await letter({ outdatedAt: new Date() });
    assert.match(textOf((await verify(outdated.code)).body), /Outdated .*Ask the person for their newest letter/);

    const revoked = await letter({ outdatedAt: new Date(), revokedAt: new Date(), revokedBy: 'Admin' });
    assert.match(textOf((await verify(revoked.code)).body), /Revoked The organisers withdrew this letter/);

    const removed = await letter();
    await app.db.delete(people).where(eq(people.id, removed.personId));
    const page = await verify(removed.code);
    assert.equal(page.statusCode, 200);
    assert.match(textOf(page.body), /Revoked .* Name as in the passport IVAN PETROV/);
  });

  it('answers every unknown code with one page, whatever the code looks like', async () => {
    const answers = await Promise.all(
      ['0000000000', 'not-a-code', `${'z'.repeat(500)}`, 'a%20b', '..%2F..%2Fetc', ''].map((code) => verify(code, '10.36.0.2')),
    );
    for (const answer of answers) {
      assert.equal(answer.statusCode, 404);
      assert.equal(answer.body, answers[0]!.body);
      assert.match(textOf(answer.body), /Invitation letter not found No invitation letter has this address/);
    }
  });

  it('is limited like the login: the 101st unknown code a minute from one address answers 429, while letters verify from elsewhere', async () => {
    const remoteAddress = '10.36.0.3';
    const { code } = await letter();
    // Known letters give their count back: they never fill the counter.
    for (let check = 0; check < 3; check += 1) assert.equal((await verify(code, remoteAddress)).statusCode, 200);
    for (let guess = 0; guess < LOGIN_LIMITS.address; guess += 1) {
      assert.equal((await verify(`guessed-${guess}`, remoteAddress)).statusCode, 404);
    }
    const refused = await verify('guessed-more', remoteAddress);
    assert.equal(refused.statusCode, 429);
    assert.ok(Number(refused.headers['retry-after']) > 0);
    assert.match(textOf(refused.body), /Too many checks/);
    assert.equal((await verify(code, '10.36.0.4')).statusCode, 200);
  });
});
