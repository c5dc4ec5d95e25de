import { create, type Font } from 'fontkit';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * DejaVu Sans, from the dejavu-fonts-ttf package: PDF's standard fonts know only Western European
 * letters, and a badge or a letter must print "Łukasz", "Ελλάδα", "Україна" or "ישראל" as written. Read once;
 * each PDF embeds only the letters it uses.
 */
const PDF_FONTS = { regular: 'DejaVuSans.ttf', bold: 'DejaVuSans-Bold.ttf' } as const;
export type PdfFont = keyof typeof PDF_FONTS;

const require = createRequire(import.meta.url);
let files: Record<PdfFont, Buffer> | undefined;
let faces: Record<PdfFont, Font> | undefined;

export function pdfFontFiles(): Record<PdfFont, Buffer> {
  files ??= {
    regular: readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${PDF_FONTS.regular}`)),
    bold: readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${PDF_FONTS.bold}`)),
  };
  return files;
}

const faceOf = (file: Buffer) => {
  const face = create(file);
  if (!('layout' in face)) throw new Error('A font file holds a collection, not one font.');
  return face;
};

/** The same fonts opened with fontkit (which pdfkit draws with), to tell which characters they have. */
export function pdfFontFaces(): Record<PdfFont, Font> {
  const { regular, bold } = pdfFontFiles();
  faces ??= { regular: faceOf(regular), bold: faceOf(bold) };
  return faces;
}
