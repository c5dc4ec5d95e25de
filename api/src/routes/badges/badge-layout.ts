import type { BadgeLayout } from '@olympiad/shared/schemas';

/** PDF points in a millimetre. */
export const MM = 72 / 25.4;

export interface Size {
  width: number;
  height: number;
}

/** A badge's place on its page, in points from the page's top left corner. */
export interface Frame extends Size {
  x: number;
  y: number;
}

export interface Line {
  from: readonly [number, number];
  to: readonly [number, number];
}

/** The badge is designed at A6; every other layout draws it scaled. */
export const BADGE = { width: 105 * MM, height: 148 * MM } as const;
const A4 = { width: 210 * MM, height: 297 * MM } as const;

/**
 * On A4 the four badges are A6 shrunk to 90 %, so that the sheet keeps a margin for the cut marks
 * (a printer cannot print to the sheet's edge); they touch each other, so one cut parts two.
 */
const A4_SCALE = 0.9;
const A4_COLUMNS = 2;
const A4_ROWS = 2;
/** The cut marks stop this far from the badges, so a cut a little off leaves no line on a badge. */
const MARK_GAP = 2 * MM;
const MARK_LENGTH = 6 * MM;

export const BADGES_PER_PAGE: Record<BadgeLayout, number> = { a6: 1, a4: A4_COLUMNS * A4_ROWS };

export const pageSize = (layout: BadgeLayout): Size => (layout === 'a6' ? BADGE : A4);

/** The scale the A6 design is drawn at in a layout. */
export const badgeScale = (layout: BadgeLayout) => (layout === 'a6' ? 1 : A4_SCALE);

/** Where the four badges of an A4 sheet start: the grid centred on the sheet. */
function a4Grid() {
  const width = BADGE.width * A4_SCALE;
  const height = BADGE.height * A4_SCALE;
  const left = (A4.width - A4_COLUMNS * width) / 2;
  const top = (A4.height - A4_ROWS * height) / 2;
  return { width, height, left, top };
}

/** The frame of the badge at `slot` on its page (0 … BADGES_PER_PAGE − 1), in reading order. */
export function badgeFrame(layout: BadgeLayout, slot: number): Frame {
  if (layout === 'a6') return { x: 0, y: 0, ...BADGE };
  const { width, height, left, top } = a4Grid();
  return { x: left + (slot % A4_COLUMNS) * width, y: top + Math.floor(slot / A4_COLUMNS) * height, width, height };
}

/**
 * The cut marks of a page: in the sheet's margin, in line with every edge between and around the
 * badges, so a guillotine parts them. None on A6, where the sheet is the badge.
 */
export function cutMarks(layout: BadgeLayout): Line[] {
  if (layout === 'a6') return [];
  const { width, height, left, top } = a4Grid();
  const columns = Array.from({ length: A4_COLUMNS + 1 }, (_, index) => left + index * width);
  const rows = Array.from({ length: A4_ROWS + 1 }, (_, index) => top + index * height);
  const right = columns[A4_COLUMNS]!;
  const bottom = rows[A4_ROWS]!;
  return [
    ...columns.flatMap((x): Line[] => [
      { from: [x, top - MARK_GAP - MARK_LENGTH], to: [x, top - MARK_GAP] },
      { from: [x, bottom + MARK_GAP], to: [x, bottom + MARK_GAP + MARK_LENGTH] },
    ]),
    ...rows.flatMap((y): Line[] => [
      { from: [left - MARK_GAP - MARK_LENGTH, y], to: [left - MARK_GAP, y] },
      { from: [right + MARK_GAP, y], to: [right + MARK_GAP + MARK_LENGTH, y] },
    ]),
  ];
}
