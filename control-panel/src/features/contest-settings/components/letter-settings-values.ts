import type { z } from 'zod';
import type { LetterPlaceholder, LetterSettings, LetterSettingsInput, letterSettingsInputSchema } from '@olympiad/shared/schemas';

/**
 * What a letter's body may name, as the help under it lists them: LETTER_PLACEHOLDERS, written
 * here against its type rather than read from the schemas' entry point, which would bring zod to
 * Contest settings' first screen; the compiler keeps every one here and nothing else, and a test
 * keeps the order.
 */
const PLACEHOLDERS: Record<LetterPlaceholder, true> = {
  name: true,
  role: true,
  country: true,
  nationality: true,
  passportNumber: true,
  dateOfBirth: true,
  arrivalDate: true,
  departureDate: true,
  contestName: true,
  contestStart: true,
  contestEnd: true,
  venue: true,
};
export const PLACEHOLDER_NAMES = Object.keys(PLACEHOLDERS) as LetterPlaceholder[];

/** The two pictures of the letter: the form's field that sends one, and where the read gives the stored one. */
export const LETTER_PICTURES = [
  { field: 'signatureImage', stored: 'signaturePicture', label: 'Signature image' },
  { field: 'logoImage', stored: 'logoPicture', label: 'Logo' },
] as const;
type LetterPicture = (typeof LETTER_PICTURES)[number]['field'];

/** Which stored pictures are to go: a box under each, kept beside the form's values. */
export type Removals = Record<LetterPicture, boolean>;
export const KEEP_PICTURES: Removals = { signatureImage: false, logoImage: false };

/** The letter settings as the form holds them: a picture is a newly chosen one (base64) or null. */
export interface LetterDraft {
  enabled: boolean;
  signatoryName: string;
  signatoryTitle: string;
  organiserAddress: string;
  venue: string;
  body: string;
  signatureImage: string | null;
  logoImage: string | null;
}

/** The form's values as the call's schema gives them back (the texts trimmed). */
export type LetterForm = z.output<typeof letterSettingsInputSchema>;

export const letterDraftOf = (settings: LetterSettings): LetterDraft => ({
  enabled: settings.enabled,
  signatoryName: settings.signatoryName,
  signatoryTitle: settings.signatoryTitle,
  organiserAddress: settings.organiserAddress,
  venue: settings.venue,
  body: settings.body,
  signatureImage: null,
  logoImage: null,
});

/** A picture newly chosen is sent, a stored one marked to go is sent as null, one left alone is left out (kept). */
const pictureChange = (chosen: string | null | undefined, remove: boolean) => chosen || (remove ? null : undefined);

/** The values as saveLetterSettings and previewLetter take them; undefined is left out of the JSON sent. */
export function letterInputOf({ signatureImage, logoImage, ...texts }: LetterForm, removals: Removals): LetterSettingsInput {
  return {
    ...texts,
    signatureImage: pictureChange(signatureImage, removals.signatureImage),
    logoImage: pictureChange(logoImage, removals.logoImage),
  };
}
