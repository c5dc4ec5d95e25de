import { badgeFontFaces, type BadgeFont } from './badge-fonts.js';
import { fitText, type TextBox } from './fit-text.js';
import { printableText } from './printable-text.js';
import { textDirection, visualRuns, type Direction } from './visual-runs.js';

type Doc = PDFKit.PDFDocument;

/** Text made ready to draw: what its font prints of it, at the size that fits, in lines. */
export interface SetText {
  font: BadgeFont;
  size: number;
  direction: Direction;
  lines: string[];
  /** The widest line, in points. */
  width: number;
}

export interface BadgeTypesetter {
  /** What of a text the font prints: see `printableText`. */
  printable(font: BadgeFont, text: string): string;
  /** Printable text fitted into a box (see `fitText`). */
  set(font: BadgeFont, text: string, box: TextBox): SetText;
  /** Draws set text, each line centred between `x` and `x + width`, from `y` down; answers the y below it. */
  draw(text: SetText, x: number, y: number, width: number): number;
}

/**
 * Writes a document's badge texts in any direction. pdfkit lays a string out word by word, each
 * word on its own (so fontkit reverses each right-to-left word with the space after it, and the
 * words stay left to right); here each line is cut into runs of one direction, placed left to right
 * by the bidirectional algorithm, and each run is laid out whole (the `features` option makes pdfkit
 * hand fontkit the run in one piece). Widths are measured with fontkit as pdfkit will draw them, at
 * size 1, once per document for each run.
 */
export function badgeTypesetter(doc: Doc): BadgeTypesetter {
  const faces = badgeFontFaces();
  const widths = new Map<string, number>();
  const runWidth = (font: BadgeFont, run: string) => {
    const key = `${font}\u0000${run}`;
    let width = widths.get(key);
    if (width === undefined) {
      width = faces[font].layout(run, []).advanceWidth / faces[font].unitsPerEm;
      widths.set(key, width);
    }
    return width;
  };
  const lineWidth = (font: BadgeFont, line: string, direction: Direction) =>
    visualRuns(line, direction).reduce((sum, run) => sum + runWidth(font, run), 0);

  const printable = (font: BadgeFont, text: string) => printableText(text, faces[font]);
  return {
    printable,
    set(font, text, box) {
      const printed = printable(font, text);
      const direction = textDirection(printed);
      const { size, lines } = fitText(printed, box, (line) => lineWidth(font, line, direction));
      return { font, size, direction, lines, width: Math.max(0, ...lines.map((line) => lineWidth(font, line, direction) * size)) };
    },
    draw({ font, size, direction, lines }, x, y, width) {
      doc.font(font).fontSize(size);
      const lineHeight = doc.currentLineHeight();
      for (const [index, line] of lines.entries()) {
        const runs = visualRuns(line, direction);
        let left = x + (width - lineWidth(font, line, direction) * size) / 2;
        for (const run of runs) {
          doc.text(run, left, y + index * lineHeight, { lineBreak: false, features: [] });
          left += runWidth(font, run) * size;
        }
      }
      return y + lines.length * lineHeight;
    },
  };
}
