import type { LetterPlaceholder, LetterSettings, LetterSettingsInput } from '@olympiad/shared/schemas';
import type { LetterForm } from './letter-settings-schema';

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

/** The two pictures of the letter: the field that sends one, the one that removes it, and where the read gives it. */
export const LETTER_PICTURES = [
  { field: 'signatureImage', remove: 'removeSignatureImage', stored: 'signaturePicture', label: 'Signature image' },
  { field: 'logoImage', remove: 'removeLogoImage', stored: 'logoPicture', label: 'Logo' },
] as const;

/**
 * The letter settings as the form holds them: a picture is a newly chosen one (base64) or null,
 * and a box says whether the stored one goes.
 */
export interface LetterDraft {
  enabled: boolean;
  signatoryName: string;
  signatoryTitle: string;
  organiserAddress: string;
  venue: string;
  body: string;
  signatureImage: string | null;
  logoImage: string | null;
  removeSignatureImage: boolean;
  removeLogoImage: boolean;
}

export const letterDraftOf = (settings: LetterSettings): LetterDraft => ({
  enabled: settings.enabled,
  signatoryName: settings.signatoryName,
  signatoryTitle: settings.signatoryTitle,
  organiserAddress: settings.organiserAddress,
  venue: settings.venue,
  body: settings.body,
  signatureImage: null,
  logoImage: null,
  removeSignatureImage: false,
  removeLogoImage: false,
});

/** A picture newly chosen is sent, a stored one marked to go is sent as null, one left alone is left out (kept). */
const pictureChange = (chosen: string | null | undefined, remove: boolean) => chosen || (remove ? null : undefined);

/** The values as saveLetterSettings and previewLetter take them; undefined is left out of the JSON sent. */
export function letterInputOf(form: LetterForm): LetterSettingsInput {
  const { removeSignatureImage, removeLogoImage, signatureImage, logoImage, ...texts } = form;
  return {
    ...texts,
    signatureImage: pictureChange(signatureImage, removeSignatureImage),
    logoImage: pictureChange(logoImage, removeLogoImage),
  };
}
