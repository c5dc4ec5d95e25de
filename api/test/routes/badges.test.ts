import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { before, describe, it } from 'node:test';
import { SPEC_EDITION } from '@olympiad/shared/schemas';
import { and, eq, isNotNull } from 'drizzle-orm';
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import {
  contests,
  guides,
  guideTeams,
  healthDetails,
  hotels,
  images,
  people,
  roomOccupants,
  rooms,
  roomTypes,
} from '../../src/db/schema.js';
import { insertGuest } from '../fixtures/registration.js';
import { insertTeam } from '../fixtures/teams.js';
import { pdfPageTexts } from '../harness/pdf-text.js';
import { buildTestApp, call, IMAGES, loginAdmin, tokenFor, routeOf } from '../helper.js';

const app = await buildTestApp();
let admin: string;
let ukraine: { countryId: string; teamId: string };
let poland: { countryId: string; teamId: string };
/** Everyone of the edition who gets a badge. */
let everyone: number;

before(async () => {
  admin = await loginAdmin(app);
  // Names beyond Western European letters: PDF's standard fonts cannot write them.
  ukraine = await insertTeam(app, { countryName: 'Україна', teamName: 'Київ', contestants: 3 });
  poland = await insertTeam(app, { countryName: 'Polska', teamName: 'Łódź', contestants: 1 });
  await insertGuest(app, SPEC_EDITION.hostCountry!.id, 'Gustav Guest');
  const guide = await call(app, 'createGuide', {
    token: admin,
    body: {
      person: { fullName: 'Gina Guide', roles: ['GUIDE'], tShirtSize: 'M' },
      phoneNumber: '+359888111222',
      schoolName: 'School',
      classDesignator: '10B',
    },
  });
  assert.equal(guide.statusCode, 201, guide.body);
  const assigned = await call(app, 'assignGuideTeams', {
    params: { guideId: guide.json<{ id: string }>().id },
    token: admin,
    body: [{ id: ukraine.teamId }],
  });
  assert.equal(assigned.statusCode, 200, assigned.body);
  const [contest] = await app.db.select({ id: contests.id }).from(contests).where(eq(contests.year, SPEC_EDITION.year));
  everyone = (await app.db.select({ id: people.id }).from(people).where(eq(people.contestId, contest!.id))).length;
});

async function badges(query: Record<string, string>, token = admin) {
  const response = await call(app, 'exportNameBadges', { query, token });
  assert.equal(response.statusCode, 200, response.body);
  return response;
}

const pagesOf = async (query: Record<string, string>) =>
  (await PDFDocument.load(new Uint8Array((await badges(query)).rawPayload))).getPageCount();
const textsOf = async (query: Record<string, string>) => pdfPageTexts(new Uint8Array((await badges(query)).rawPayload));
/** How many pictures each page shows: a photo and a flag, or the flag alone. */
async function picturesPerPage(query: Record<string, string>) {
  const pdf = await PDFDocument.load(new Uint8Array((await badges(query)).rawPayload));
  return pdf.getPages().map((page) => page.node.Resources()?.lookup(PDFName.of('XObject'), PDFDict).keys().length ?? 0);
}

/** The text a reader copies out of the PDF, as poppler's pdftotext puts right-to-left lines back into reading order. */
const copiedText = (pdf: Buffer) => execFileSync('/usr/bin/pdftotext', ['-', '-'], { input: pdf }).toString('utf8');

/** How many glyphs the pages show as .notdef, an empty box: glyph 0 of a pdfkit font subset. */
async function emptyBoxes(pdf: Buffer) {
  const document = await PDFDocument.load(new Uint8Array(pdf));
  let boxes = 0;
  for (const page of document.getPages()) {
    const contents = document.context.lookup(page.node.get(PDFName.of('Contents')));
    for (const part of contents instanceof PDFArray ? contents.asArray() : [contents]) {
      const stream = document.context.lookup(part);
      if (!(stream instanceof PDFRawStream)) continue;
      const content = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
      for (const [, hex] of content.matchAll(/<([0-9a-fA-F]*)>/g))
        boxes += (hex!.match(/.{4}/g) ?? []).filter((code) => code === '0000').length;
    }
  }
  return boxes;
}

describe(routeOf('exportNameBadges'), () => {
  it('answers a PDF named for the edition and the layout', async () => {
    const response = await badges({ layout: 'a6' });
    assert.equal(response.headers['content-type'], 'application/pdf');
    assert.equal(response.headers['content-disposition'], 'attachment; filename="badges-2025-everyone-a6.pdf"');
    assert.equal(response.headers['cache-control'], 'no-store');
    assert.equal(response.rawPayload.subarray(0, 5).toString('latin1'), '%PDF-');
    assert.equal(response.headers['content-length'], undefined, 'streamed as it is drawn, its length unknown beforehand');
  });

  it('names the file after the choice: the country, the role, both, in any script', async () => {
    const disposition = async (query: Record<string, string>) => (await badges(query)).headers['content-disposition'];
    assert.equal(await disposition({ layout: 'a4', countryId: poland.countryId }), 'attachment; filename="badges-2025-polska-a4.pdf"');
    assert.equal(await disposition({ layout: 'a6', role: 'CONTESTANT' }), 'attachment; filename="badges-2025-contestants-a6.pdf"');
    assert.equal(
      await disposition({ layout: 'a6', role: 'LEADER', countryId: poland.countryId }),
      'attachment; filename="badges-2025-polska-leaders-a6.pdf"',
    );
    // Browsers save it under the UTF-8 name; clients that read only the plain name get an ASCII one.
    assert.equal(
      await disposition({ layout: 'a6', countryId: ukraine.countryId }),
      `attachment; filename="badges-2025-country-a6.pdf"; filename*=UTF-8''${encodeURIComponent('badges-2025-україна-a6.pdf')}`,
    );
  });

  it('prints one A6 badge a page, and four badges on each A4 page', async () => {
    assert.equal(everyone, 2 + 3 + 2 + 1 + 1 + 1, 'two teams with leader and deputy, a guest and a guide');
    assert.equal(await pagesOf({ layout: 'a6' }), everyone);
    assert.equal(await pagesOf({ layout: 'a4' }), Math.ceil(everyone / 4));
    assert.equal(await pagesOf({ layout: 'a4', countryId: ukraine.countryId }), 2, "Ukraine's five people on two sheets");
  });

  it("prints one country's people, in any script", async () => {
    const texts = await textsOf({ layout: 'a6', countryId: ukraine.countryId });
    assert.equal(texts.length, 5);
    assert.ok(
      texts.every((text) => text.includes('Україна') && text.includes('Team Київ')),
      texts.join('\n---\n'),
    );
    assert.deepEqual(
      texts.map((text) => text.split('\n').find((line) => line.startsWith('Київ'))),
      ['Київ Leader', 'Київ Deputy', 'Київ Contestant A', 'Київ Contestant B', 'Київ Contestant C'],
      'the leader, the deputy, then the contestants by name',
    );
    assert.ok(texts[1]!.includes('DEPUTY LEADER'));
  });

  it("prints one role's people, of every country", async () => {
    const contestants = await textsOf({ layout: 'a6', role: 'CONTESTANT' });
    assert.equal(contestants.length, 4);
    assert.ok(contestants.every((text) => text.includes('\nCONTESTANT')));
    assert.ok(contestants.some((text) => text.includes('Łódź Contestant A') && text.includes('Polska')));
    const guides = await textsOf({ layout: 'a6', role: 'GUIDE' });
    assert.equal(guides.length, 1);
    assert.ok(
      guides[0]!.includes('Gina Guide') && guides[0]!.includes('Team Київ') && guides[0]!.includes('\nGUIDE'),
      'a guide with the teams they walk with',
    );
    const both = await textsOf({ layout: 'a6', role: 'CONTESTANT', countryId: poland.countryId });
    assert.equal(both.length, 1);
  });

  it("gives a contestant their guide's name and phone for emergencies", async () => {
    const texts = await textsOf({ layout: 'a6', role: 'CONTESTANT' });
    const ofUkraine = texts.filter((text) => text.includes('Україна'));
    assert.equal(ofUkraine.length, 3);
    assert.ok(ofUkraine.every((text) => text.includes('In an emergency, call my guide') && text.includes('Gina Guide  +359888111222')));
    const ofPoland = texts.find((text) => text.includes('Polska'))!;
    assert.ok(ofPoland.includes('No guide assigned yet'), 'a team without a guide says so');
    const leaders = await textsOf({ layout: 'a6', role: 'LEADER', countryId: ukraine.countryId });
    assert.ok(
      leaders.every((text) => !text.includes('Gina Guide')),
      "a leader's badge has no emergency guide",
    );
  });

  it('prints the room number, allocated whether published or not, and the diet’s mark, never the allergies', async () => {
    const [contest] = await app.db.select({ id: contests.id }).from(contests).where(eq(contests.year, SPEC_EDITION.year));
    const [hotel] = await app.db.insert(hotels).values({ contestId: contest!.id, name: 'Hotel Badge' }).returning();
    const [type] = await app.db.insert(roomTypes).values({ hotelId: hotel!.id, name: 'Double', capacity: 2, roomCount: 1 }).returning();
    const [room] = await app.db.insert(rooms).values({ roomTypeId: type!.id, number: '417B', position: 1 }).returning();
    const personOf = async (fullName: string) =>
      (await app.db.select({ id: people.id }).from(people).where(eq(people.fullName, fullName)))[0]!.id;
    const placed = await personOf('Łódź Contestant A');
    await app.db.insert(roomOccupants).values({ personId: placed, roomId: room!.id });
    await app.db.insert(healthDetails).values([
      { personId: placed, consentBy: 'Registrator', diet: 'halal', allergies: 'Sesame seeds (badge test)' },
      { personId: await personOf('Łódź Leader'), consentBy: 'Registrator', diet: 'vegan' },
      { personId: await personOf('Łódź Deputy'), consentBy: 'Registrator', diet: 'none', allergies: 'Sesame seeds (badge test)' },
    ]);

    const [leader, deputy, contestant] = await textsOf({ layout: 'a6', countryId: poland.countryId });
    const lines = (text: string) => text.split('\n').map((line) => line.trim());
    assert.ok(lines(contestant!).includes('Room') && lines(contestant!).includes('417B'), contestant);
    assert.ok(lines(contestant!).includes('H'), 'the halal mark');
    assert.ok(lines(leader!).includes('VG') && !leader!.includes('Room'), leader);
    assert.ok(!lines(deputy!).some((line) => ['V', 'VG', 'H', 'K', 'D'].includes(line)) && !deputy!.includes('Room'), deputy);
    assert.ok(
      [leader, deputy, contestant].every((text) => !text!.includes('Sesame')),
      'no allergy on a badge',
    );
  });

  it('prints the initials for a missing photo, and for one that cannot be decoded', async () => {
    const [broken] = await app.db
      .insert(images)
      .values({ contentType: 'image/webp', data: Buffer.from('not a picture') })
      .returning();
    const [contestant] = await app.db
      .select({ id: people.id })
      .from(people)
      .where(and(eq(people.fullName, 'Łódź Contestant A'), isNotNull(people.pictureId)));
    await app.db.update(people).set({ pictureId: broken!.id }).where(eq(people.id, contestant!.id));
    await app.db.update(people).set({ pictureId: null }).where(eq(people.fullName, 'Łódź Leader'));
    const texts = await textsOf({ layout: 'a6', countryId: poland.countryId });
    assert.equal(texts.length, 3);
    assert.deepEqual(
      await picturesPerPage({ layout: 'a6', countryId: poland.countryId }),
      [1, 2, 1],
      'the flag alone, or a photo and the flag',
    );
    assert.ok(texts.find((text) => text.includes('Łódź Leader'))!.includes('ŁL'));
    assert.ok(texts.find((text) => text.includes('Łódź Contestant A'))!.includes('ŁC'));
    assert.ok(!texts.find((text) => text.includes('Łódź Deputy'))!.includes('ŁD'), 'a readable photo is printed instead');
  });

  it('prints every stored kind of picture (WebP uploads, PNG and the SVG of the demo)', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="150" height="190"><rect width="150" height="190" fill="#345"/></svg>',
    );
    const stored = await app.db
      .insert(images)
      .values([
        { contentType: 'image/webp', data: IMAGES.webp },
        { contentType: 'image/svg+xml', data: svg },
        { contentType: 'image/jpeg', data: IMAGES.jpeg },
      ])
      .returning();
    for (const [index, image] of stored.entries()) {
      await app.db
        .update(people)
        .set({ pictureId: image.id })
        .where(eq(people.fullName, `Київ Contestant ${'ABC'[index]}`));
    }
    assert.deepEqual(
      await picturesPerPage({ layout: 'a6', countryId: ukraine.countryId, role: 'CONTESTANT' }),
      [2, 2, 2],
      'a photo and the flag on each',
    );
  });

  it('names every team a guide walks with', async () => {
    const other = await insertTeam(app, { countryName: 'Ελλάδα', teamName: 'Αθήνα', contestants: 1 });
    const [guide] = await app.db
      .select({ id: guides.id })
      .from(guides)
      .innerJoin(people, eq(people.id, guides.personId))
      .where(eq(people.fullName, 'Gina Guide'));
    await app.db.insert(guideTeams).values({ guideId: guide!.id, teamId: other.teamId });
    const [text] = await textsOf({ layout: 'a6', role: 'GUIDE' });
    assert.ok(text!.includes('Teams Αθήνα, Київ'), text);
    const [contestant] = await textsOf({ layout: 'a6', role: 'CONTESTANT', countryId: other.countryId });
    assert.ok(contestant!.includes('Ελλάδα') && contestant!.includes('Gina Guide  +359888111222'));
  });

  it('prints an Arabic country name from right to left, its words in order with their spaces', async () => {
    const saudi = await insertTeam(app, { countryName: 'المملكة العربية السعودية', teamName: 'Riyadh', contestants: 1 });
    const pdf = (await badges({ layout: 'a6', countryId: saudi.countryId })).rawPayload;
    const pages = copiedText(pdf)
      .split('\f')
      .filter((page) => page.trim());
    assert.equal(pages.length, 3);
    assert.ok(
      pages.every((page) => page.includes('المملكة العربية السعودية')),
      pages.join('\n---\n'),
    );
    assert.ok(pages.some((page) => page.includes('Riyadh Contestant A')));
    assert.equal(await emptyBoxes(pdf), 0);
  });

  it('leaves out the emoji and letters no badge font has, never printing an empty box', async () => {
    const [saudi] = await app.db.select({ id: people.countryId }).from(people).where(eq(people.fullName, 'Riyadh Contestant A'));
    await app.db.update(people).set({ fullName: 'Riyadh 🎉 Contestant 👍🏽 王' }).where(eq(people.fullName, 'Riyadh Contestant A'));
    await app.db.update(people).set({ fullName: 'Riyadh Leader 👨‍👩‍👧', pictureId: null }).where(eq(people.fullName, 'Riyadh Leader'));
    const pdf = (await badges({ layout: 'a6', countryId: saudi!.id! })).rawPayload;
    assert.equal(await emptyBoxes(pdf), 0);
    const text = copiedText(pdf);
    assert.ok(text.includes('Riyadh Contestant\n') && text.includes('Riyadh Leader\n') && text.includes('RL'), text);
    assert.ok(!/[🎉👍🏽王👨‍👩👧]/u.test(text), text);
  });

  it('refuses a choice nobody matches (404) and an unknown layout or role (400)', async () => {
    assert.equal((await call(app, 'exportNameBadges', { query: { layout: 'a6', role: 'COMMITTEE' }, token: admin })).statusCode, 404);
    assert.equal((await call(app, 'exportNameBadges', { query: { layout: 'a5' }, token: admin })).statusCode, 400);
    assert.equal((await call(app, 'exportNameBadges', { query: { layout: 'a6', role: 'PILOT' }, token: admin })).statusCode, 400);
    assert.equal((await call(app, 'exportNameBadges', { query: { layout: 'a6', countryId: 'nope' }, token: admin })).statusCode, 400);
  });

  it('is for Administrators only', async () => {
    assert.equal((await call(app, 'exportNameBadges', { query: { layout: 'a6' } })).statusCode, 401);
    assert.equal(
      (await call(app, 'exportNameBadges', { query: { layout: 'a6' }, token: await tokenFor(app, 'TeamRegistrator') })).statusCode,
      403,
    );
    assert.equal((await call(app, 'exportNameBadges', { query: { layout: 'a6' }, token: await tokenFor(app, 'Guide') })).statusCode, 403);
  });
});
