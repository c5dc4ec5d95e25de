import { create, type Font } from 'fontkit';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * DejaVu Sans, from the dejavu-fonts-ttf package: PDF's standard fonts know only Western European
 * letters, and a badge must print "Łukasz", "Ελλάδα", "Україна" or "ישראל" as written. Read once;
 * each PDF embeds only the letters it uses.
 */
const BADGE_FONTS = { regular: 'DejaVuSans.ttf', bold: 'DejaVuSans-Bold.ttf' } as const;
export type BadgeFont = keyof typeof BADGE_FONTS;

const require = createRequire(import.meta.url);
let files: Record<BadgeFont, Buffer> | undefined;
let faces: Record<BadgeFont, Font> | undefined;

export function badgeFontFiles(): Record<BadgeFont, Buffer> {
  files ??= {
    regular: readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${BADGE_FONTS.regular}`)),
    bold: readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${BADGE_FONTS.bold}`)),
  };
  return files;
}

const faceOf = (file: Buffer) => {
  const face = create(file);
  if (!('layout' in face)) throw new Error('A badge font file holds a collection, not one font.');
  return face;
};

/** The same fonts opened with fontkit (which pdfkit draws with), to tell which characters they have. */
export function badgeFontFaces(): Record<BadgeFont, Font> {
  const { regular, bold } = badgeFontFiles();
  faces ??= { regular: faceOf(regular), bold: faceOf(bold) };
  return faces;
}
