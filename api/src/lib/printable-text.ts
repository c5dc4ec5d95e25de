/** What a font can draw, as fontkit's font answers it from its character map. */
export interface GlyphCoverage {
  hasGlyphForCodePoint(codePoint: number): boolean;
}

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });
/** Joiners, variation selectors, bidi marks: invisible, so a font may lack them without anything going missing. */
const IGNORABLE = /^\p{Default_Ignorable_Code_Point}$/u;
/** Directional formatting (embeddings, isolates): kept whether the font has it or not, to order what prints; it is never drawn. */
const DIRECTIONAL = /^[\u202a-\u202e\u2066-\u2069]$/u;

const drawable = (font: GlyphCoverage, character: string) =>
  DIRECTIONAL.test(character) || font.hasGlyphForCodePoint(character.codePointAt(0)!);

/**
 * The text as a font can print it, its whitespace made spaces. A character the font lacks would
 * print as an empty box (.notdef): each user-perceived character (grapheme) with such a code point
 * is left out whole, with a space it would leave doubled, so an emoji sequence goes with its skin
 * tone and joiners and never half prints; an invisible code point the font lacks is dropped from a
 * character that otherwise prints.
 */
export function printableText(text: string, font: GlyphCoverage): string {
  const spaced = text.normalize('NFC').replace(/\s/g, ' ');
  // Most names print whole: no need to look at them character by character.
  if ([...spaced].every((character) => drawable(font, character))) return spaced.trim();
  let printable = '';
  let leftOut = false;
  for (const { segment } of graphemes.segment(spaced)) {
    if (segment === ' ' && leftOut && (printable === '' || printable.endsWith(' '))) continue;
    const characters = [...segment];
    leftOut = !characters.every((character) => IGNORABLE.test(character) || drawable(font, character));
    if (!leftOut) printable += characters.filter((character) => drawable(font, character)).join('');
  }
  return printable.trim();
}
