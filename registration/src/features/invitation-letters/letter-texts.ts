import { edition, formatDate } from '@olympiad/shared';
import type { LetterState, Stay, VisaDetailField } from '@olympiad/shared/schemas';
import { formatInstant } from '@olympiad/shared/text';

/** The labels of the visa details' fields, which the list of what is missing repeats. */
export const VISA_FIELD_LABELS: Record<VisaDetailField, string> = {
  passportName: 'Name as in the passport',
  nationality: 'Nationality',
  passportNumber: 'Passport number',
  passportExpiry: 'Passport expiry date',
  dateOfBirth: 'Date of birth',
};

/** The days a letter invites for, and where they come from. */
export const stayText = ({ from, to, fromTravel }: Stay) =>
  `Stay: ${formatDate(from)} – ${formatDate(to)}, ${fromTravel ? 'from travel' : "the contest's dates: no travel entered yet"}`;

/** What a letter still lacks, in the form's words; null when nothing. */
export const missingText = (missing: readonly VisaDetailField[]) =>
  missing.length === 0
    ? null
    : `Missing for a letter: ${missing.map((field) => VISA_FIELD_LABELS[field].replace(/^./, (first) => first.toLowerCase())).join(', ')}`;

export const LETTER_STATUS_TEXTS = {
  none: 'No letter generated yet.',
  outdated: 'The details changed after this letter was generated. Download it again for a new letter.',
  revoked: 'The organisers revoked this letter. Ask them for a new one.',
  revokedForAdministrator: 'This letter was revoked. Download it again to make a new one.',
} as const;

/**
 * Where a person's latest letter stands: when and by whom it was generated, and whether it is
 * outdated or revoked. After a revocation only an Administrator makes a new one.
 */
export function letterStatusTexts(letter: LetterState | null, isAdministrator: boolean): string[] {
  if (!letter) return [LETTER_STATUS_TEXTS.none];
  // The venue's day, the same wherever the page is drawn (the server, then the browser taking it over).
  const day = formatInstant(letter.generatedAt, edition().venueTimeZone).split(' ')[0];
  const generated = `Letter generated on ${day} by ${letter.generatedBy}.`;
  if (letter.status === 'outdated') return [generated, LETTER_STATUS_TEXTS.outdated];
  if (letter.status === 'revoked')
    return [generated, isAdministrator ? LETTER_STATUS_TEXTS.revokedForAdministrator : LETTER_STATUS_TEXTS.revoked];
  return [generated];
}
