/** A name as part of a file name: lower case, the letters and digits of any script, words joined by hyphens ("bosnia-and-herzegovina", "україна"). */
export const fileNamePart = (name: string): string =>
  name
    .normalize('NFC')
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/**
 * The content-disposition of a download named `fileName`. A name beyond ASCII travels as RFC
 * 6266's `filename*` (UTF-8, which browsers use), with `fallback` as the plain `filename` for the
 * few clients that read only that; accents are dropped from it where that leaves it ASCII
 * ("türkiye" → "turkiye").
 */
export function attachment(fileName: string, fallback: string): string {
  if (PRINTABLE_ASCII.test(fileName)) return `attachment; filename="${fileName}"`;
  const unaccented = fileName.normalize('NFKD').replace(/\p{M}/gu, '');
  const plain = PRINTABLE_ASCII.test(unaccented) ? unaccented : fallback;
  return `attachment; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
