import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * DejaVu Sans, from the dejavu-fonts-ttf package: PDF's standard fonts know only Western European
 * letters, and a badge must print "Łukasz", "Ελλάδα" or "Україна" as written. Read once; each PDF
 * embeds only the letters it uses.
 */
export const BADGE_FONTS = { regular: 'DejaVuSans.ttf', bold: 'DejaVuSans-Bold.ttf' } as const;
export type BadgeFont = keyof typeof BADGE_FONTS;

const require = createRequire(import.meta.url);
let files: Record<BadgeFont, Buffer> | undefined;

export function badgeFontFiles(): Record<BadgeFont, Buffer> {
  files ??= {
    regular: readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${BADGE_FONTS.regular}`)),
    bold: readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${BADGE_FONTS.bold}`)),
  };
  return files;
}
