/** Letters of a script that joins them (Arabic, N'Ko), kept apart in initials by a zero-width non-joiner. */
const JOINING = /[\p{Script=Arabic}\p{Script=Nko}]/u;

/** A word's first letter as a reader sees it (a letter and its accents); by code point where Intl.Segmenter is missing. */
function firstLetter(word: string): string {
  if (typeof Intl.Segmenter !== 'function') return [...word][0]!;
  return new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(word)[Symbol.iterator]().next().value!.segment;
}

/**
 * The first letters of the first two words of a name that start with a letter, upper-cased:
 * "Ada Lovelace" → "AL", "łukasz nowak" → "ŁN", "محمد بن سلمان" → "م‌ب". The stand-in for a
 * missing photo on the screens, on printed badges and in the demo edition's pictures.
 */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /^\p{L}/u.test(word))
    .slice(0, 2)
    .map((word) => firstLetter(word).toUpperCase())
    .reduce((initials, initial) => initials + (JOINING.test(initials) && JOINING.test(initial) ? '\u200c' : '') + initial, '');
}
