import type { PersonRole } from '@olympiad/shared/schemas';
import { BADGE } from './badge-layout.js';
import type { BadgeFont } from './badge-fonts.js';
import type { BadgePerson } from './read-badge-people.js';

/** A picture as pdfkit takes it: its bytes, or one opened once for many badges (a flag). */
export type BadgeImage = PDFKit.Mixins.ImageSrc;

export interface BadgeImages {
  photo: BadgeImage | undefined;
  flag: BadgeImage | undefined;
}

/** Each role's colour, on the band that names it: told apart across a hall. */
const ROLE_COLOURS: Record<PersonRole, string> = {
  CONTESTANT: '#1d4ed8',
  LEADER: '#15803d',
  GUIDE: '#c2410c',
  GUEST: '#6d28d9',
  COMMITTEE: '#b91c1c',
};
const INK = '#111827';
const MUTED = '#4b5563';
const HEADER = '#1f2937';

const { width: WIDTH, height: HEIGHT } = BADGE;
const PADDING = 16;
const TEXT_WIDTH = WIDTH - 2 * PADDING;
const HEADER_HEIGHT = 36;
const ROLE_BAND_HEIGHT = 40;
/** 35 × 44 mm, the proportions of the stored 150 × 190 photos. */
const PHOTO = { width: 100, height: 127, y: HEADER_HEIGHT + 12 } as const;
const FLAG = { width: 24, height: 16 } as const;

type Doc = PDFKit.PDFDocument;

/** The largest size from `largest` down to `smallest` at which the text fits in `lines` lines. */
function fittedSize(doc: Doc, text: string, lines: number, largest: number, smallest: number): number {
  for (let size = largest; size > smallest; size -= 1) {
    doc.fontSize(size);
    if (doc.heightOfString(text, { width: TEXT_WIDTH, lineGap: 0 }) <= lines * doc.currentLineHeight() + 0.5) return size;
  }
  return smallest;
}

/** Centred text shrunk to fit its lines; what still does not fit ends in an ellipsis. */
function fittedText(doc: Doc, font: BadgeFont, text: string, y: number, lines: number, largest: number, smallest: number): number {
  doc.font(font);
  const size = fittedSize(doc, text, lines, largest, smallest);
  doc.fontSize(size);
  const height = lines * doc.currentLineHeight();
  doc.text(text, PADDING, y, { width: TEXT_WIDTH, height, align: 'center', lineGap: 0, ellipsis: true });
  return y + Math.min(height, doc.heightOfString(text, { width: TEXT_WIDTH, lineGap: 0 }));
}

export const initialsOf = (fullName: string) =>
  fullName
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => [...word][0]!.toUpperCase())
    .join('');

function drawPhoto(doc: Doc, person: BadgePerson, photo: BadgeImage | undefined) {
  const x = (WIDTH - PHOTO.width) / 2;
  if (photo) {
    doc.image(photo, x, PHOTO.y, { fit: [PHOTO.width, PHOTO.height], align: 'center', valign: 'center' });
    return;
  }
  doc.rect(x, PHOTO.y, PHOTO.width, PHOTO.height).fill('#e5e7eb');
  doc.font('bold').fontSize(40).fillColor(MUTED);
  doc.text(initialsOf(person.fullName), x, PHOTO.y + PHOTO.height / 2 - 24, { width: PHOTO.width, align: 'center', lineBreak: false });
}

/** The flag and the country's name, centred together on one line. */
function drawCountry(doc: Doc, person: BadgePerson, flag: BadgeImage | undefined, y: number): number {
  if (!person.countryName) return y;
  doc.font('regular');
  const flagSpace = flag ? FLAG.width + 6 : 0;
  const size = fittedSize(doc, person.countryName, 1, 14, 9);
  doc.fontSize(size).fillColor(INK);
  const textWidth = Math.min(doc.widthOfString(person.countryName), TEXT_WIDTH - flagSpace);
  const left = (WIDTH - flagSpace - textWidth) / 2;
  const lineHeight = doc.currentLineHeight();
  if (flag) {
    doc.image(flag, left, y + (lineHeight - FLAG.height) / 2, { fit: [FLAG.width, FLAG.height], align: 'center', valign: 'center' });
    doc.rect(left, y + (lineHeight - FLAG.height) / 2, FLAG.width, FLAG.height).lineWidth(0.5).stroke('#9ca3af');
  }
  doc.fillColor(INK).text(person.countryName, left + flagSpace, y, { width: textWidth + 1, lineBreak: false, ellipsis: true });
  return y + lineHeight;
}

/** A contestant's guide, whom they (or whoever finds them) call in an emergency. */
function drawEmergency(doc: Doc, person: BadgePerson) {
  const top = HEIGHT - ROLE_BAND_HEIGHT - 58;
  doc.roundedRect(PADDING, top, TEXT_WIDTH, 48, 4).lineWidth(1).stroke(ROLE_COLOURS.COMMITTEE);
  doc.font('regular').fontSize(9).fillColor(MUTED);
  doc.text('In an emergency, call my guide', PADDING, top + 6, { width: TEXT_WIDTH, align: 'center', lineBreak: false });
  const guide = person.guide ? `${person.guide.fullName}  ${person.guide.phoneNumber ?? ''}`.trim() : 'No guide assigned yet';
  fittedText(doc.fillColor(INK), 'bold', guide, top + 22, 1, 13, 8);
}

/**
 * One badge in the A6 design (the caller places and scales it): the contest, the photo or the
 * initials, the name, the country with its flag, the team, a contestant's guide to call in an
 * emergency, and the role on a band of its colour.
 */
export function drawBadge(doc: Doc, person: BadgePerson, images: BadgeImages, contestName: string) {
  doc.rect(0, 0, WIDTH, HEIGHT).lineWidth(0.5).stroke('#d1d5db');
  doc.rect(0, 0, WIDTH, HEADER_HEIGHT).fill(HEADER);
  fittedText(doc.fillColor('#ffffff'), 'bold', contestName, 10, 1, 14, 8);

  drawPhoto(doc, person, images.photo);

  let y = PHOTO.y + PHOTO.height + 12;
  y = fittedText(doc.fillColor(INK), 'bold', person.fullName, y, 2, 22, 12) + 8;
  y = drawCountry(doc, person, images.flag, y) + 4;
  if (person.teams.length) {
    fittedText(doc.fillColor(MUTED), 'regular', `${person.teams.length > 1 ? 'Teams' : 'Team'} ${person.teams.join(', ')}`, y, 2, 12, 8);
  }
  if (person.role === 'CONTESTANT' || person.guide) drawEmergency(doc, person);

  doc.rect(0, HEIGHT - ROLE_BAND_HEIGHT, WIDTH, ROLE_BAND_HEIGHT).fill(ROLE_COLOURS[person.role]);
  fittedText(doc.fillColor('#ffffff'), 'bold', person.roles.join(' · ').toUpperCase(), HEIGHT - ROLE_BAND_HEIGHT + 10, 1, 18, 9);
}
