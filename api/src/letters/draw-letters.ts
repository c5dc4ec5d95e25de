import { fillPlaceholders, letterDate, type LetterPlaceholder } from '@olympiad/shared/schemas';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { pdfFontFaces, pdfFontFiles } from '../lib/pdf-fonts.js';
import { printableText } from '../lib/printable-text.js';
import { drawQrCode } from './qr-code.js';

/** What every letter of a contest shares: its letterhead, body and signature (Contest settings). */
export interface LetterLook {
  contestName: string;
  signatoryName: string;
  signatoryTitle: string;
  organiserAddress: string;
  /** With `{placeholder}`s, paragraphs separated by an empty line. */
  body: string;
  /** Image bytes as stored (JPEG, PNG or WebP). */
  logo: Buffer | null;
  signature: Buffer | null;
}

/** One person's letter. */
export interface LetterPage {
  /** The verification address its QR code and its text give: PUBLIC_URL + /verify/<code>. */
  verifyUrl: string;
  /** The day it was generated, yyyy-MM-dd. */
  issuedOn: string;
  values: Record<LetterPlaceholder, string>;
}

/** A4 in points, and a 2 cm margin. */
const PAGE = { width: 595.28, height: 841.89, margin: 56.7 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const QR_SIZE = 92;
/** The body's largest and smallest sizes: a long body is set smaller so that a letter stays one page. */
const BODY_SIZES = [11, 10.5, 10, 9.5, 9, 8.5, 8];
/** Where the body must end: above the signature block and the verification footer. */
const BODY_BOTTOM = PAGE.height - PAGE.margin - QR_SIZE - 150;

type Doc = PDFKit.PDFDocument;
type LetterImage = PDFKit.Mixins.ImageSrc;
/** pdfkit opens a picture once for many uses (not in its types). */
type Opener = { openImage(source: Buffer): LetterImage };

/**
 * Invitation letters as one PDF, one A4 page each: the letterhead (logo, the organiser's
 * address), the day of issue, the body with its placeholders filled in, the signature, and a
 * footer with the QR code of the letter's verification address and that address written out, so
 * an embassy can check the letter with a phone or by typing it. DejaVu, as the badges: any
 * script prints; a character no font has is left out rather than printed as a box.
 */
export async function drawLetters(look: LetterLook, pages: readonly LetterPage[]): Promise<Buffer> {
  const doc = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margin: PAGE.margin,
    autoFirstPage: false,
    // No standard font: only DejaVu.
    font: null as unknown as string,
    info: { Title: `Invitation letters, ${look.contestName}`, Creator: look.contestName },
  });
  const fonts = pdfFontFiles();
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  // Opened once, each picture is embedded once however many letters show it.
  const open = (image: Buffer | null) => (image ? (doc as unknown as Opener).openImage(image) : null);
  const [logo, signature] = (await Promise.all([pdfImage(look.logo), pdfImage(look.signature)])).map(open) as [
    LetterImage | null,
    LetterImage | null,
  ];
  for (const page of pages) drawLetter(doc, look, page, { logo, signature });
  doc.end();
  return finished;
}

/** pdfkit embeds JPEG and PNG only: a WebP (how the product stores pictures) becomes a PNG. */
async function pdfImage(image: Buffer | null): Promise<Buffer | null> {
  if (!image) return null;
  const { format } = await sharp(image).metadata();
  return format === 'jpeg' || format === 'png' ? image : sharp(image).png().toBuffer();
}

const faces = () => pdfFontFaces();
const printable = (text: string, font: 'regular' | 'bold' = 'regular') => printableText(text, faces()[font]);
/** Paragraphs keep their own line breaks; each line is made printable on its own. */
const printableLines = (text: string) =>
  text
    .split('\n')
    .map((line) => printable(line))
    .join('\n');

function drawLetter(doc: Doc, look: LetterLook, page: LetterPage, images: { logo: LetterImage | null; signature: LetterImage | null }) {
  doc.addPage();
  const left = PAGE.margin;
  let top = PAGE.margin;

  // Letterhead: the logo on the left, the organiser's address on the right.
  if (images.logo) doc.image(images.logo, left, top, { fit: [170, 64] });
  if (look.organiserAddress) {
    doc.font('regular').fontSize(9).fillColor('#333333');
    doc.text(printableLines(look.organiserAddress), left + CONTENT_WIDTH / 2, top, { width: CONTENT_WIDTH / 2, align: 'right' });
  }
  top = Math.max(top + (images.logo ? 72 : 0), doc.y) + 18;
  doc
    .moveTo(left, top)
    .lineTo(left + CONTENT_WIDTH, top)
    .lineWidth(0.5)
    .strokeColor('#999999')
    .stroke();
  top += 18;

  doc.font('regular').fontSize(10).fillColor('#000000');
  doc.text(`Issued on ${letterDate(page.issuedOn)}`, left, top, { width: CONTENT_WIDTH, align: 'right' });
  top = doc.y + 14;
  doc.font('bold').fontSize(15).text('Invitation letter', left, top, { width: CONTENT_WIDTH });
  top = doc.y + 14;

  // An empty line ends a paragraph: pdfkit's paragraph gap stands for it.
  const body = printableLines(fillPlaceholders(look.body, page.values).replace(/\n[ \t]*\n\s*/g, '\n'));
  const bodyOptions = (size: number): PDFKit.Mixins.TextOptions => ({
    width: CONTENT_WIDTH,
    align: 'left',
    lineGap: size * 0.25,
    paragraphGap: size * 0.6,
  });
  doc.font('regular');
  const size =
    BODY_SIZES.find((candidate) => top + doc.fontSize(candidate).heightOfString(body, bodyOptions(candidate)) <= BODY_BOTTOM) ??
    BODY_SIZES.at(-1)!;
  doc.fontSize(size).text(body, left, top, { ...bodyOptions(size), height: BODY_BOTTOM - top, ellipsis: true });
  top = Math.min(doc.y, BODY_BOTTOM) + 24;

  // The signature, then who signs.
  if (images.signature) {
    doc.image(images.signature, left, top, { fit: [160, 56] });
    top += 60;
  }
  doc.font('bold').fontSize(11).text(printable(look.signatoryName, 'bold'), left, top, { width: CONTENT_WIDTH });
  doc
    .font('regular')
    .fontSize(10)
    .text(printable(look.signatoryTitle), left, doc.y + 2, { width: CONTENT_WIDTH });

  drawVerification(doc, page.verifyUrl);
}

/** The footer: the QR code of the verification address, with the address written out beside it. */
function drawVerification(doc: Doc, verifyUrl: string) {
  const left = PAGE.margin;
  const top = PAGE.height - PAGE.margin - QR_SIZE;
  drawQrCode(doc, verifyUrl, { x: left, y: top, size: QR_SIZE });
  const textLeft = left + QR_SIZE + 14;
  const width = CONTENT_WIDTH - QR_SIZE - 14;
  doc
    .font('bold')
    .fontSize(9)
    .fillColor('#000000')
    .text('Check that this letter is genuine', textLeft, top + 14, { width, lineBreak: false });
  doc
    .font('regular')
    .fontSize(9)
    .text(
      'Scan the code, or open this address: it shows whether the letter is valid, and the details it was issued with.',
      textLeft,
      doc.y + 4,
      {
        width,
      },
    );
  doc
    .font('regular')
    .fontSize(9)
    .fillColor('#1a4f8b')
    .text(verifyUrl, textLeft, doc.y + 4, { width, link: verifyUrl, underline: false });
  doc.fillColor('#000000');
}
