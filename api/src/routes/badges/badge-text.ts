import { pdfFontFaces, type PdfFont } from '../../lib/pdf-fonts.js';
import { fitText, type TextBox } from './fit-text.js';
import { printableText } from '../../lib/printable-text.js';
import { textDirection, visualRuns, type Direction, type VisualRun } from './visual-runs.js';

type Doc = PDFKit.PDFDocument;

/** Text made ready to draw: what its font prints of it, at the size that fits, in lines. */
interface SetText {
  font: PdfFont;
  size: number;
  direction: Direction;
  lines: string[];
  /** The widest line, in points. */
  width: number;
}

export interface BadgeTypesetter {
  /** What of a text the font prints: see `printableText`. */
  printable(font: PdfFont, text: string): string;
  /** Printable text fitted into a box (see `fitText`). */
  set(font: PdfFont, text: string, box: TextBox): SetText;
  /** Draws set text, each line centred between `x` and `x + width`, from `y` down; answers the y below it. */
  draw(text: SetText, x: number, y: number, width: number): number;
}

/** A function of strings and numbers whose answer for the same arguments is worked out once. */
function remembered<A extends (string | number)[], T>(work: (...args: A) => T): (...args: A) => T {
  const answers = new Map<string, T>();
  return (...args) => {
    const key = args.join('\u0000');
    if (!answers.has(key)) answers.set(key, work(...args));
    return answers.get(key)!;
  };
}

/**
 * Writes a document's badge texts in any direction. pdfkit lays a string out word by word, each
 * word on its own, so fontkit reversed each right-to-left word with the space after it and the
 * words stayed left to right; here each line is cut into runs of one direction, placed left to
 * right by the bidirectional algorithm, and a run fontkit lays out right to left is handed over
 * whole (the `features` option makes pdfkit lay a string out in one piece). Widths are measured by
 * pdfkit itself, at size 1, with the options each run is drawn with. Names, countries and teams
 * repeat from badge to badge, so what is worked out is remembered for the document.
 */
export function badgeTypesetter(doc: Doc): BadgeTypesetter {
  const faces = pdfFontFaces();
  const optionsOf = (rightToLeft: boolean): PDFKit.Mixins.TextOptions =>
    rightToLeft ? { lineBreak: false, features: [] } : { lineBreak: false };
  const widthOf = remembered((font: PdfFont, text: string, rightToLeft: 'rtl' | 'ltr') =>
    doc
      .font(font)
      .fontSize(1)
      .widthOfString(text, optionsOf(rightToLeft === 'rtl')),
  );
  const runWidth = (font: PdfFont, run: VisualRun) => widthOf(font, run.text, run.rightToLeft ? 'rtl' : 'ltr');
  const lineRuns = remembered((line: string, direction: Direction) => visualRuns(line, direction));
  const lineWidth = (font: PdfFont, line: string, direction: Direction) =>
    lineRuns(line, direction).reduce((sum, run) => sum + runWidth(font, run), 0);
  const printable = remembered((font: PdfFont, text: string) => printableText(text, faces[font]));
  const set = remembered((font: PdfFont, text: string, width: number, lines: number, largest: number, smallest: number): SetText => {
    const printed = printable(font, text);
    const direction = textDirection(printed);
    const fitted = fitText(printed, { width, lines, largest, smallest }, (line) => lineWidth(font, line, direction));
    return {
      font,
      direction,
      ...fitted,
      width: Math.max(0, ...fitted.lines.map((line) => lineWidth(font, line, direction) * fitted.size)),
    };
  });

  return {
    printable,
    set: (font, text, box) => set(font, text, box.width, box.lines, box.largest, box.smallest),
    draw({ font, size, direction, lines }, x, y, width) {
      doc.font(font).fontSize(size);
      const lineHeight = doc.currentLineHeight();
      for (const [index, line] of lines.entries()) {
        let left = x + (width - lineWidth(font, line, direction) * size) / 2;
        for (const run of lineRuns(line, direction)) {
          doc
            .font(font)
            .fontSize(size)
            .text(run.text, left, y + index * lineHeight, optionsOf(run.rightToLeft));
          left += runWidth(font, run) * size;
        }
      }
      return y + lines.length * lineHeight;
    },
  };
}
