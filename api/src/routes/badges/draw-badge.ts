import type { PersonRole } from '@olympiad/shared/schemas';
import { initialsOf } from '@olympiad/shared/text';
import { BADGE } from './badge-layout.js';
import type { PdfFont } from '../../lib/pdf-fonts.js';
import type { BadgeTypesetter } from './badge-text.js';
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
const DIET_RING = 14;

type Doc = PDFKit.PDFDocument;

/** Centred text shrunk to fit its lines; what still does not fit ends in an ellipsis. Answers the y below it. */
function fittedText(
  type: BadgeTypesetter,
  font: PdfFont,
  text: string,
  y: number,
  lines: number,
  largest: number,
  smallest: number,
): number {
  return type.draw(type.set(font, text, { width: TEXT_WIDTH, lines, largest, smallest }), PADDING, y, TEXT_WIDTH);
}

function drawPhoto(doc: Doc, type: BadgeTypesetter, person: BadgePerson, photo: BadgeImage | undefined) {
  const x = (WIDTH - PHOTO.width) / 2;
  if (photo) {
    doc.image(photo, x, PHOTO.y, { fit: [PHOTO.width, PHOTO.height], align: 'center', valign: 'center' });
    return;
  }
  doc.rect(x, PHOTO.y, PHOTO.width, PHOTO.height).fill('#e5e7eb');
  const initials = initialsOf(type.printable('bold', person.fullName));
  doc.fillColor(MUTED);
  type.draw(
    type.set('bold', initials, { width: PHOTO.width, lines: 1, largest: 40, smallest: 40 }),
    x,
    PHOTO.y + PHOTO.height / 2 - 24,
    PHOTO.width,
  );
}

/** The flag and the country's name, centred together on one line. */
function drawCountry(doc: Doc, type: BadgeTypesetter, person: BadgePerson, flag: BadgeImage | undefined, y: number): number {
  if (!person.countryName) return y;
  const flagSpace = flag ? FLAG.width + 6 : 0;
  const name = type.set('regular', person.countryName, { width: TEXT_WIDTH - flagSpace, lines: 1, largest: 14, smallest: 9 });
  const left = (WIDTH - flagSpace - name.width) / 2;
  const lineHeight = doc.font('regular').fontSize(name.size).currentLineHeight();
  if (flag) {
    doc.image(flag, left, y + (lineHeight - FLAG.height) / 2, { fit: [FLAG.width, FLAG.height], align: 'center', valign: 'center' });
    doc
      .rect(left, y + (lineHeight - FLAG.height) / 2, FLAG.width, FLAG.height)
      .lineWidth(0.5)
      .stroke('#9ca3af');
  }
  doc.fillColor(INK);
  type.draw(name, left + flagSpace, y, name.width);
  return y + lineHeight;
}

/** Beside the photo: the room number on the left, the diet's mark in a ring on the right. */
function drawRoomAndDiet(doc: Doc, type: BadgeTypesetter, person: BadgePerson) {
  const sideWidth = (WIDTH - PHOTO.width) / 2 - PADDING - 8;
  const middle = PHOTO.y + PHOTO.height / 2;
  if (person.roomNumber) {
    doc.fillColor(MUTED);
    type.draw(type.set('regular', 'Room', { width: sideWidth, lines: 1, largest: 9, smallest: 9 }), PADDING, middle - 20, sideWidth);
    doc.fillColor(INK);
    type.draw(
      type.set('bold', person.roomNumber, { width: sideWidth, lines: 1, largest: 18, smallest: 8 }),
      PADDING,
      middle - 6,
      sideWidth,
    );
  }
  if (person.dietMark) {
    const centre = WIDTH - PADDING - sideWidth / 2;
    doc.circle(centre, middle, DIET_RING).lineWidth(1.5).stroke(INK);
    doc.fillColor(INK);
    type.draw(
      type.set('bold', person.dietMark, { width: 2 * DIET_RING, lines: 1, largest: 12, smallest: 8 }),
      centre - DIET_RING,
      middle - 8,
      2 * DIET_RING,
    );
  }
}

/** A contestant's guide, whom they (or whoever finds them) call in an emergency. */
function drawEmergency(doc: Doc, type: BadgeTypesetter, person: BadgePerson) {
  const top = HEIGHT - ROLE_BAND_HEIGHT - 58;
  doc.roundedRect(PADDING, top, TEXT_WIDTH, 48, 4).lineWidth(1).stroke(ROLE_COLOURS.COMMITTEE);
  doc.fillColor(MUTED);
  fittedText(type, 'regular', 'In an emergency, call my guide', top + 6, 1, 9, 9);
  doc.fillColor(INK);
  fittedText(type, 'bold', guideLine(person.guide), top + 22, 1, 13, 8);
}

/**
 * The guide's name and phone, or that there is none yet. The phone is isolated (LRI … PDI): beside
 * an Arabic name it still reads +966 50 …, not its groups in reverse.
 */
function guideLine(guide: BadgePerson['guide']): string {
  if (!guide) return 'No guide assigned yet';
  return guide.phoneNumber ? `${guide.fullName}  \u2066${guide.phoneNumber}\u2069` : guide.fullName;
}

/**
 * One badge in the A6 design (the caller places and scales it): the contest, the photo or the
 * initials with the room number and the diet's mark beside it, the name, the country with its
 * flag, the team, a contestant's guide to call in an emergency, and the role on a band of its colour.
 */
export function drawBadge(doc: Doc, type: BadgeTypesetter, person: BadgePerson, images: BadgeImages, contestName: string) {
  doc.rect(0, 0, WIDTH, HEIGHT).lineWidth(0.5).stroke('#d1d5db');
  doc.rect(0, 0, WIDTH, HEADER_HEIGHT).fill(HEADER);
  doc.fillColor('#ffffff');
  fittedText(type, 'bold', contestName, 10, 1, 14, 8);

  drawPhoto(doc, type, person, images.photo);
  drawRoomAndDiet(doc, type, person);

  let y = PHOTO.y + PHOTO.height + 12;
  doc.fillColor(INK);
  y = fittedText(type, 'bold', person.fullName, y, 2, 22, 12) + 8;
  y = drawCountry(doc, type, person, images.flag, y) + 4;
  const teams = person.teams.map((team) => type.printable('regular', team)).filter(Boolean);
  if (teams.length) {
    doc.fillColor(MUTED);
    fittedText(type, 'regular', `${teams.length > 1 ? 'Teams' : 'Team'} ${teams.join(', ')}`, y, 2, 12, 8);
  }
  if (person.role === 'CONTESTANT' || person.guide) drawEmergency(doc, type, person);

  doc.rect(0, HEIGHT - ROLE_BAND_HEIGHT, WIDTH, ROLE_BAND_HEIGHT).fill(ROLE_COLOURS[person.role]);
  doc.fillColor('#ffffff');
  fittedText(type, 'bold', person.roles.join(' · ').toUpperCase(), HEIGHT - ROLE_BAND_HEIGHT + 10, 1, 18, 9);
}
