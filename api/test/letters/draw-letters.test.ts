import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { drawLetters, type LetterLook, type LetterPage } from '../../src/letters/draw-letters.js';
import { pdfPageTexts } from '../harness/pdf-text.js';
import { qrCodeOnPage } from '../harness/pdf-qr.js';

const look: LetterLook = {
  contestName: 'International Junior Olympiad in Informatics 2025',
  signatoryName: 'Мария Иванова',
  signatoryTitle: 'Chair of the Organising Committee',
  organiserAddress: 'Ministry of Education\n2A Knyaz Dondukov Blvd\n1000 Sofia, Bulgaria',
  body: 'Dear Sir or Madam,\n\nWe invite {name}, {role} of the team of {country}, nationality {nationality}, passport {passportNumber}, born on {dateOfBirth}, to {contestName} in {venue} from {contestStart} to {contestEnd}. {name} stays from {arrivalDate} to {departureDate}.',
  logo: null,
  signature: null,
};

const page = (name: string, code: string): LetterPage => ({
  verifyUrl: `https://olympiad.example.org/verify/${code}`,
  issuedOn: '2025-06-02',
  values: {
    name,
    role: 'Contestant',
    country: 'Ελλάδα',
    nationality: 'Greek',
    passportNumber: 'AB1234567',
    dateOfBirth: '3 March 2011',
    arrivalDate: '1 August 2025',
    departureDate: '7 August 2025',
    contestName: look.contestName,
    contestStart: '2 August 2025',
    contestEnd: '6 August 2025',
    venue: 'Sofia Tech Park, Sofia',
  },
});

describe('invitation letters as a PDF', () => {
  it('prints one A4 page a person, the placeholders filled in, in any script', async () => {
    const pdf = await drawLetters(look, [
      page('NIKOS PAPADOPOULOS', 'a1b2c3d4e5f6g7h8j9k0'),
      page('IOANNA GEORGIOU', 'zyxwvtsrqp9876543210'),
    ]);
    const document = await PDFDocument.load(pdf);
    assert.equal(document.getPageCount(), 2);
    const { width, height } = document.getPage(0).getSize();
    assert.deepEqual([Math.round(width), Math.round(height)], [595, 842]);
    const [first, second] = (await pdfPageTexts(pdf)).map((text) => text.replace(/\s+/g, ' '));
    assert.match(first!, /We invite NIKOS PAPADOPOULOS, Contestant of the team of Ελλάδα, nationality Greek, passport AB1234567/);
    assert.match(first!, /Issued on 2 June 2025/);
    assert.match(first!, /Мария Иванова/);
    assert.match(first!, /https:\/\/olympiad\.example\.org\/verify\/a1b2c3d4e5f6g7h8j9k0/);
    assert.match(second!, /IOANNA GEORGIOU/);
    assert.doesNotMatch(second!, /NIKOS/);
  });

  it('carries a QR code that reads back as the verification address', async () => {
    const pdf = await drawLetters(look, [
      page('NIKOS PAPADOPOULOS', 'a1b2c3d4e5f6g7h8j9k0'),
      page('IOANNA GEORGIOU', 'zyxwvtsrqp9876543210'),
    ]);
    assert.equal(await qrCodeOnPage(pdf, 1), 'https://olympiad.example.org/verify/a1b2c3d4e5f6g7h8j9k0');
    assert.equal(await qrCodeOnPage(pdf, 2), 'https://olympiad.example.org/verify/zyxwvtsrqp9876543210');
  });

  it('keeps a long body on one page, and draws the logo and signature pictures (WebP included)', async () => {
    const picture = await sharp({ create: { width: 200, height: 80, channels: 3, background: '#224488' } })
      .webp()
      .toBuffer();
    const long = {
      ...look,
      body: Array.from({ length: 40 }, () => 'A long paragraph of the body about {name}, written again and again.').join('\n\n'),
      logo: picture,
      signature: picture,
    };
    const pdf = await drawLetters(long, [page('NIKOS PAPADOPOULOS', 'a1b2c3d4e5f6g7h8j9k0')]);
    const document = await PDFDocument.load(pdf);
    assert.equal(document.getPageCount(), 1);
    assert.equal(await qrCodeOnPage(pdf, 1), 'https://olympiad.example.org/verify/a1b2c3d4e5f6g7h8j9k0');
    assert.match(pdf.toString('latin1'), /\/Subtype \/Image/);
  });
});
