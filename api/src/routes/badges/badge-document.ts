import type { BadgeLayout } from '@olympiad/shared/schemas';
import PDFDocument from 'pdfkit';
import type { Readable } from 'node:stream';
import type { Db } from '../../db/client.js';
import { pdfFontFiles } from '../../lib/pdf-fonts.js';
import { BADGES_PER_PAGE, badgeFrame, badgeScale, cutMarks, pageSize } from './badge-layout.js';
import { readBadgePictures } from './badge-pictures.js';
import { badgeTypesetter } from './badge-text.js';
import { drawBadge, type BadgeImage } from './draw-badge.js';
import type { BadgePerson } from './read-badge-people.js';

/** Badges whose photos are read and converted together, while the ones before them are drawn. */
const BATCH = 32;

/** pdfkit opens a picture once for many uses (not in its types): each flag is embedded once. */
type Opener = { openImage(source: Buffer): BadgeImage };

export interface BadgeDocumentOptions {
  layout: BadgeLayout;
  contestName: string;
  title: string;
}

/**
 * The badges as a PDF stream, written as it is drawn: the photos of the next few badges are read
 * and converted while the current ones are drawn, so memory holds a few dozen photos, not all.
 * A failure once the answer has started ends the stream with the error (the download breaks
 * rather than ending in a truncated file that looks whole).
 */
/** `people` is never empty: a PDF has at least one page. */
export function badgeDocument(db: Db, people: readonly BadgePerson[], options: BadgeDocumentOptions): Readable {
  const { layout } = options;
  const page = pageSize(layout);
  const doc = new PDFDocument({
    size: [page.width, page.height],
    margin: 0,
    autoFirstPage: false,
    // No standard font: only DejaVu, which every name can be written in.
    font: null as unknown as string,
    info: { Title: options.title, Creator: options.contestName },
  });
  const fonts = pdfFontFiles();
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  const type = badgeTypesetter(doc);

  const flags = new Map<string, BadgeImage>();
  const flagOf = (id: string | null, pictures: Map<string, Buffer>) => {
    if (!id) return undefined;
    if (!flags.has(id) && pictures.has(id)) flags.set(id, (doc as unknown as Opener).openImage(pictures.get(id)!));
    return flags.get(id);
  };
  const picturesOf = (batch: readonly BadgePerson[]) => {
    const ids = batch.flatMap((person) => [person.pictureId, flags.has(person.flagImageId ?? '') ? null : person.flagImageId]);
    const reading = readBadgePictures(
      db,
      ids.filter((id) => id !== null),
    );
    // Awaited on the next round; should drawing fail first, its failure is the one reported.
    reading.catch(() => undefined);
    return reading;
  };

  const draw = async () => {
    let next = picturesOf(people.slice(0, BATCH));
    for (let start = 0; start < people.length; start += BATCH) {
      const pictures = await next;
      // The download was given up: drawing the rest would be for nobody.
      if (doc.destroyed) return;
      next = picturesOf(people.slice(start + BATCH, start + 2 * BATCH));
      for (const [offset, person] of people.slice(start, start + BATCH).entries()) {
        const slot = (start + offset) % BADGES_PER_PAGE[layout];
        if (slot === 0) addPage(doc, layout);
        const frame = badgeFrame(layout, slot);
        doc.save().translate(frame.x, frame.y).scale(badgeScale(layout));
        const photo = person.pictureId ? pictures.get(person.pictureId) : undefined;
        drawBadge(doc, type, person, { photo, flag: flagOf(person.flagImageId, pictures) }, options.contestName);
        doc.restore();
      }
    }
    doc.end();
  };
  draw().catch((error: unknown) => doc.destroy(error as Error));
  return doc;
}

function addPage(doc: PDFKit.PDFDocument, layout: BadgeLayout) {
  doc.addPage();
  const marks = cutMarks(layout);
  if (!marks.length) return;
  doc.save().lineWidth(0.5).strokeColor('#000000');
  for (const { from, to } of marks)
    doc
      .moveTo(...from)
      .lineTo(...to)
      .stroke();
  doc.restore();
}
