/** Where text goes: at most `lines` lines of `width` points, at a font size from `largest` down to `smallest`. */
export interface TextBox {
  width: number;
  lines: number;
  largest: number;
  smallest: number;
}

export interface FittedText {
  size: number;
  /** In writing order, each at most the box's width wide at `size`. */
  lines: string[];
}

/** The width of a line at font size 1. */
export type Measure = (line: string) => number;

const ELLIPSIS = '…';
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** A line may break after a space (which the break swallows) or after a hyphen. */
const piecesOf = (text: string) => text.split(/(?<=[ -])/);

/**
 * The text wrapped greedily into lines at most `limit` wide (at size 1). A piece wider than a
 * line by itself is broken between its characters when `breakWords`; otherwise the text does not
 * fit (undefined), and a smaller size is tried.
 */
function wrap(text: string, limit: number, measure: Measure, breakWords: boolean): string[] | undefined {
  const lines: string[] = [];
  let line = '';
  const pieces = breakWords
    ? piecesOf(text).flatMap((piece) => (measure(piece.trimEnd()) > limit ? brokenPiece(piece, limit, measure) : [piece]))
    : piecesOf(text);
  for (const piece of pieces) {
    if (measure((line + piece).trimEnd()) <= limit) {
      line += piece;
      continue;
    }
    if (!breakWords && measure(piece.trimEnd()) > limit) return undefined;
    if (line) lines.push(line.trimEnd());
    line = piece;
  }
  if (line.trimEnd()) lines.push(line.trimEnd());
  return lines;
}

/** A piece too wide for a line, cut between its characters into parts that each fit. */
function brokenPiece(piece: string, limit: number, measure: Measure): string[] {
  const parts: string[] = [];
  let part = '';
  for (const { segment } of graphemes.segment(piece)) {
    if (part && measure((part + segment).trimEnd()) > limit) {
      parts.push(part);
      part = '';
    }
    part += segment;
  }
  return part ? [...parts, part] : parts;
}

/** The line shortened from its end until it fits with an ellipsis after it. */
function ellipsized(line: string, limit: number, measure: Measure): string {
  const characters = Array.from(graphemes.segment(line), ({ segment }) => segment);
  while (characters.length && measure(characters.join('').trimEnd() + ELLIPSIS) > limit) characters.pop();
  return characters.join('').trimEnd() + ELLIPSIS;
}

/**
 * The largest size at which the text fits its box without breaking a word, in as many lines as
 * that needs; when even the smallest does not hold it, the smallest size with words broken where
 * they must be and the last line ending in an ellipsis.
 */
export function fitText(text: string, box: TextBox, measure: Measure): FittedText {
  for (let size = box.largest; size > box.smallest; size -= 1) {
    const lines = wrap(text, box.width / size, measure, false);
    if (lines && lines.length <= box.lines) return { size, lines };
  }
  const limit = box.width / box.smallest;
  const lines = wrap(text, limit, measure, true)!;
  if (lines.length <= box.lines) return { size: box.smallest, lines };
  const kept = lines.slice(0, box.lines);
  return { size: box.smallest, lines: [...kept.slice(0, -1), ellipsized(kept.at(-1)!, limit, measure)] };
}
