import { initialsOf } from '@olympiad/shared/text';

/** A 150×190 portrait placeholder with the person's initials; initials are letters only, so no escaping is needed. */
export function initialsSvg(fullName: string, hue: number): Buffer {
  const initials = initialsOf(fullName);
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="150" height="190" viewBox="0 0 150 190">` +
      `<rect width="150" height="190" fill="hsl(${hue} 45% 38%)"/>` +
      `<text x="75" y="110" font-family="sans-serif" font-size="56" fill="#fff" text-anchor="middle">${initials}</text>` +
      `</svg>`,
  );
}
