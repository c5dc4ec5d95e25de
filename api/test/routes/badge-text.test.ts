import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import PDFDocument from 'pdfkit';
import { pdfFontFaces, pdfFontFiles } from '../../src/lib/pdf-fonts.js';
import { badgeTypesetter } from '../../src/routes/badges/badge-text.js';
import { fitText, type Measure } from '../../src/routes/badges/fit-text.js';
import { printableText } from '../../src/lib/printable-text.js';
import { textDirection, visualRuns, type Direction } from '../../src/routes/badges/visual-runs.js';

const faces = pdfFontFaces();

/**
 * A line as it prints, left to right: its runs laid out by fontkit as pdfkit lays them out, each
 * glyph read back as the characters it stands for.
 */
const printed = (line: string, direction: Direction = textDirection(line)) =>
  visualRuns(line, direction)
    .map((run) =>
      faces.regular
        .layout(run.text, [])
        .glyphs.map((glyph) => String.fromCodePoint(...glyph.codePoints))
        .join(''),
    )
    .join('');
const backwards = (text: string) => [...text].reverse().join('');

describe('printable text', () => {
  it('keeps every letter the badge fonts have: Latin, Greek, Cyrillic, Armenian, Georgian, Hebrew, Arabic', () => {
    for (const name of ['Łukasz Żółć', 'Ελλάδα', 'Україна', 'Հայաստան', 'საქართველო', 'ישראל', 'المملكة العربية السعودية', 'ایران']) {
      assert.equal(printableText(name, faces.regular), name);
      assert.equal(printableText(name, faces.bold), name);
    }
  });

  it('leaves out whole what a font lacks (emoji with their skin tone and joiners, CJK), and the space it would double', () => {
    assert.equal(printableText('Anna 🎉 Smith', faces.bold), 'Anna Smith');
    assert.equal(printableText('👍🏽 Anna Smith 👨‍👩‍👧', faces.bold), 'Anna Smith');
    assert.equal(printableText('王小明 Wang', faces.bold), 'Wang');
    assert.equal(printableText('中国', faces.regular), '');
    assert.equal(printableText('Anna\u00a0\tSmith\n', faces.regular), 'Anna  Smith', 'whitespace made spaces, as many as written');
  });

  it('prints a symbol the font has without the invisible code point it lacks, and keeps directional formatting', () => {
    assert.equal(faces.bold.hasGlyphForCodePoint(0x1f389), false, 'the test needs an emoji DejaVu lacks');
    assert.equal(printableText('I ❤️ Sofia', faces.bold), 'I ❤️ Sofia', 'DejaVu has U+2764 and the variation selector');
    const lacking = { hasGlyphForCodePoint: (codePoint: number) => codePoint !== 0xfe0f };
    assert.equal(printableText('I ❤️ Sofia', lacking), 'I ❤ Sofia');
    assert.equal(printableText('Ali \u2066+966 50\u2069', faces.bold), 'Ali \u2066+966 50\u2069');
  });

  it('answers no character a font would draw as .notdef', () => {
    const text = printableText('Zoë 👨‍👩‍👧 ❤️ 😀 🎉 (ok) 北京 ทดสอบ नमस्ते Ελλάδα ישראל', faces.bold);
    const glyphs = visualRuns(text, textDirection(text)).flatMap((run) => faces.bold.layout(run.text, []).glyphs);
    assert.ok(glyphs.length > 10);
    assert.deepEqual(
      glyphs.filter((glyph) => glyph.id === 0),
      [],
    );
  });
});

describe('right-to-left text on a badge', () => {
  it('takes the direction of the first letter with one', () => {
    assert.equal(textDirection('المملكة العربية السعودية'), 'rtl');
    assert.equal(textDirection('ישראל'), 'rtl');
    assert.equal(textDirection('+966 يوسف'), 'rtl');
    assert.equal(textDirection('Team الرياض'), 'ltr');
    assert.equal(textDirection('2025'), 'ltr');
  });

  it('prints an Arabic name from right to left, its words in order and its spaces kept', () => {
    const name = 'المملكة العربية السعودية';
    assert.equal(printed(name), backwards(name));
    assert.deepEqual(
      visualRuns(name, 'rtl'),
      [{ text: name, rightToLeft: true }],
      'one run, in writing order: fontkit joins the letters, then reverses them',
    );
  });

  it('places right-to-left words among left-to-right ones as the bidirectional algorithm does', () => {
    assert.equal(printed('Team المملكة العربية'), `Team ${backwards('المملكة العربية')}`);
    assert.equal(printed('IJIO 2025 أولمبياد'), `IJIO 2025 ${backwards('أولمبياد')}`);
    assert.equal(printed('דוד כהן (IL)'), `(IL) ${backwards('דוד כהן')}`, 'brackets mirrored, the Latin inside read left to right');
    assert.equal(printed('ا 56 ب'), 'ب 56 ا', 'numbers keep their digits in order');
    assert.equal(printed('abc !?', 'rtl'), '?! abc', 'right-to-left punctuation alone is reversed here, since fontkit would not');
    assert.equal(printed('١٢٣ Tel'), '١٢٣ Tel', 'Arabic-Indic digits, which fontkit would reverse, keep their order beside Latin letters');
    assert.equal(printed('هاتف ١٢٣'), `١٢٣ ${backwards('هاتف')}`, 'and beside Arabic ones');
  });

  it("keeps an isolated phone number's groups in order beside an Arabic name, and never draws the isolate", () => {
    assert.equal(printed('يوسف  \u2066+966 50 123\u2069'), `+966 50 123  ${backwards('يوسف')}`);
    assert.deepEqual(
      visualRuns('Gina  \u2066+359 888\u2069', 'ltr'),
      [{ text: 'Gina  +359 888', rightToLeft: false }],
      'one run when nothing changes direction',
    );
  });
});

describe('fitting text on a badge', () => {
  /** Every character one unit wide at size 1. */
  const monospace: Measure = (line) => [...line].length;

  it('takes the largest size at which the text fits its lines without breaking a word', () => {
    assert.deepEqual(fitText('Anna Smith', { width: 100, lines: 2, largest: 20, smallest: 10 }, monospace), {
      size: 20,
      lines: ['Anna', 'Smith'],
    });
    assert.deepEqual(fitText('Anna Smith', { width: 100, lines: 1, largest: 20, smallest: 8 }, monospace), {
      size: 10,
      lines: ['Anna Smith'],
    });
    assert.deepEqual(
      fitText('Anna-Maria', { width: 100, lines: 2, largest: 20, smallest: 10 }, monospace),
      { size: 20, lines: ['Anna-', 'Maria'] },
      'a line may break after a hyphen',
    );
    assert.deepEqual(fitText('', { width: 100, lines: 2, largest: 20, smallest: 10 }, monospace), { size: 20, lines: [] });
  });

  it('at the smallest size breaks a word too long for a line and ends what does not fit in an ellipsis', () => {
    assert.deepEqual(fitText('Abcdefghijklmnopqrstuvwxyz', { width: 100, lines: 2, largest: 20, smallest: 10 }, monospace), {
      size: 10,
      lines: ['Abcdefghij', 'klmnopqrs…'],
    });
    assert.deepEqual(fitText('Ab Cd Ef Gh Ij Kl', { width: 50, lines: 1, largest: 12, smallest: 10 }, monospace), {
      size: 10,
      lines: ['Ab C…'],
    });
  });

  it('measures a set text as pdfkit draws it', () => {
    const doc = new PDFDocument({ autoFirstPage: false, font: null as unknown as string });
    doc.registerFont('regular', pdfFontFiles().regular);
    doc.registerFont('bold', pdfFontFiles().bold);
    const type = badgeTypesetter(doc);
    for (const text of ['Anna Smith', 'المملكة العربية السعودية', 'ישראל']) {
      const set = type.set('bold', text, { width: 200, lines: 1, largest: 22, smallest: 12 });
      const width = doc.font('bold').fontSize(set.size).widthOfString(text, { features: [] });
      assert.ok(Math.abs(set.width - width) < 0.01, `${text}: ${set.width} ≈ ${width}`);
      assert.ok(set.width <= 200);
    }
  });
});
