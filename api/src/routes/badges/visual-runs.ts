import type { Bidi } from 'bidi-js';
import { createRequire } from 'node:module';
import { getScript } from 'unicode-properties';

export type Direction = 'ltr' | 'rtl';

/** A run of a line, as it is handed to fontkit: `rightToLeft` when fontkit lays it out right to left (and reverses it). */
export interface VisualRun {
  text: string;
  rightToLeft: boolean;
}

// bidi-js is CommonJS whose module.exports is its factory, which its types call a default export.
const bidi = (createRequire(import.meta.url)('bidi-js') as () => Bidi)();

/** Explicit directional formatting: it steers the algorithm and is never drawn (UAX #9, X9). */
const FORMATTING = new Set(['LRE', 'RLE', 'LRO', 'RLO', 'PDF', 'LRI', 'RLI', 'FSI', 'PDI']);

/**
 * The scripts fontkit lays out right to left (its own list, by the names of unicode-properties,
 * the script data it reads): it reverses the glyphs of a text whose first character with a script
 * is of one.
 */
const RIGHT_TO_LEFT_SCRIPTS = new Set([
  'Arabic',
  'Hebrew',
  'Syriac',
  'Thaana',
  'Cypriot',
  'Kharoshthi',
  'Phoenician',
  'Nko',
  'Lydian',
  'Avestan',
  'Imperial_Aramaic',
  'Inscriptional_Pahlavi',
  'Inscriptional_Parthian',
  'Old_South_Arabian',
  'Old_Turkic',
  'Samaritan',
  'Mandaic',
  'Meroitic_Cursive',
  'Meroitic_Hieroglyphs',
  'Manichaean',
  'Mende_Kikakui',
  'Nabataean',
  'Old_North_Arabian',
  'Palmyrene',
  'Psalter_Pahlavi',
]);
const NO_SCRIPT = new Set(['Common', 'Inherited', 'Unknown']);

/** Whether fontkit lays a character's script out right to left; undefined for punctuation, spaces, marks. */
function shaperRightToLeft(character: string): boolean | undefined {
  const script = getScript(character.codePointAt(0)!);
  return NO_SCRIPT.has(script) ? undefined : RIGHT_TO_LEFT_SCRIPTS.has(script);
}

/** A run cut where fontkit's direction changes (an Arabic-Indic number beside Latin letters), in writing order. */
function shaperPieces(text: string): { text: string; rightToLeft: boolean }[] {
  const pieces: { text: string; rightToLeft: boolean | undefined }[] = [];
  for (const character of text) {
    const rightToLeft = shaperRightToLeft(character);
    const piece = pieces.at(-1);
    if (piece && (rightToLeft === undefined || piece.rightToLeft === undefined || piece.rightToLeft === rightToLeft)) {
      piece.text += character;
      piece.rightToLeft ??= rightToLeft;
    } else {
      pieces.push({ text: character, rightToLeft });
    }
  }
  return pieces.map((piece) => ({ text: piece.text, rightToLeft: piece.rightToLeft === true }));
}

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });
const reversed = (text: string) =>
  Array.from(graphemes.segment(text), ({ segment }) => segment)
    .reverse()
    .join('');

/**
 * Every character of a right-to-left or Arabic-number bidi class (R, AL, AN) or of explicit
 * directional formatting lies in these blocks: a text without any is left to right throughout.
 */
const MAYBE_RIGHT_TO_LEFT =
  /[\u0590-\u08ff\u200f\u202a-\u202e\u2066-\u2069\ufb1d-\ufdff\ufe70-\ufeff\u{10800}-\u{10fff}\u{1e800}-\u{1efff}]/u;

/** The direction a text is written in: that of its first letter with one (UAX #9, P2–P3), left to right without. */
export function textDirection(text: string): Direction {
  if (!MAYBE_RIGHT_TO_LEFT.test(text)) return 'ltr';
  return (bidi.getEmbeddingLevels(text).paragraphs[0]?.level ?? 0) % 2 ? 'rtl' : 'ltr';
}

/**
 * One line of text (in the order it is written and read) as the runs to draw from left to right,
 * each all in one direction (the Unicode Bidirectional Algorithm, UAX #9: "Team " then
 * "المملكة العربية", words in the right order with their spaces). The line is its own paragraph in
 * the direction of the text it was wrapped from.
 *
 * Each run is handed over as fontkit wants it: it joins Arabic letters only in the order they are
 * written, then reverses a run of a right-to-left script itself, so such a run stays in writing
 * order, its brackets mirrored; a run it would lay out the other way than the line needs
 * (right-to-left punctuation alone, Arabic-Indic digits) is reversed here first.
 */
export function visualRuns(line: string, direction: Direction): VisualRun[] {
  if (direction === 'ltr' && !MAYBE_RIGHT_TO_LEFT.test(line)) return [{ text: line, rightToLeft: false }];
  const embedding = bidi.getEmbeddingLevels(line, direction);
  // Each drawn character's place among the drawn ones: runs join across the formatting left out.
  const places = new Map<number, number>();
  for (let index = 0; index < line.length; index++) {
    if (!FORMATTING.has(bidi.getBidiCharTypeName(line[index]!))) places.set(index, places.size);
  }
  const runs: { indices: number[]; rightToLeft: boolean }[] = [];
  for (const index of bidi.getReorderedIndices(line, embedding)) {
    const place = places.get(index);
    if (place === undefined) continue;
    const rightToLeft = embedding.levels[index]! % 2 === 1;
    const run = runs.at(-1);
    const follows = run && places.get(run.indices.at(-1)!)! + (run.rightToLeft ? -1 : 1) === place;
    if (run && follows && run.rightToLeft === rightToLeft) run.indices.push(index);
    else runs.push({ indices: [index], rightToLeft });
  }
  return runs.flatMap(({ indices, rightToLeft }) => {
    const written = rightToLeft ? indices.reverse() : indices;
    const text = written.map((index) => (rightToLeft ? bidi.getMirroredCharacter(line[index]!) : null) ?? line[index]!).join('');
    const pieces = shaperPieces(text);
    return (rightToLeft ? pieces.reverse() : pieces).map((piece) => ({
      text: piece.rightToLeft === rightToLeft ? piece.text : reversed(piece.text),
      rightToLeft: piece.rightToLeft,
    }));
  });
}
