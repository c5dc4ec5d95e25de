import { z } from 'zod';
import { MESSAGES } from '../constants.js';
import { base64ImageSchema, dateSchema, idSchema, optionalText, text, versionSchema } from './common.js';
import { TEXT_LIMITS } from './text-rules.js';

/**
 * Visa invitation letters (issue 36). A person who needs one gets visa details; each letter
 * generated from them is recorded, can be verified at /verify/<code> and is `valid` until a newer
 * one exists or its details change (`outdated`), or an organiser revokes it (`revoked`; also once
 * its person is removed).
 */
export const LETTER_STATUSES = ['valid', 'outdated', 'revoked'] as const;
export type LetterStatus = (typeof LETTER_STATUSES)[number];

/** A person's place in the delegation, as a letter and the Invitation letters screen name it. */
export const LETTER_ROLES = ['Leader', 'Deputy leader', 'Contestant', 'Guest'] as const;
export type LetterRole = (typeof LETTER_ROLES)[number];

/** What a letter's body may name, written `{name}`; each is filled in for its person. */
export const LETTER_PLACEHOLDERS = [
  'name',
  'role',
  'country',
  'nationality',
  'passportNumber',
  'dateOfBirth',
  'arrivalDate',
  'departureDate',
  'contestName',
  'contestStart',
  'contestEnd',
  'venue',
] as const;
export type LetterPlaceholder = (typeof LETTER_PLACEHOLDERS)[number];

export const LETTER_MESSAGES = {
  passportName: 'Write the name in Latin capital letters (A–Z), as in the passport’s machine-readable zone.',
  passportNumber: 'A passport number is 5 to 20 letters (A–Z) and digits.',
  passportExpiry: (departureDay: string) => `The passport must be valid at least until the departure day (${departureDay}).`,
  unknownPlaceholder: (name: string) => `{${name}} is not a placeholder. Use ${LETTER_PLACEHOLDERS.map((p) => `{${p}}`).join(', ')}.`,
} as const;

/** The name as the passport's machine-readable zone spells it: A–Z, one space, hyphen or apostrophe between words. */
const PASSPORT_NAME_PATTERN = /^[A-Z]+(?:[ '-][A-Z]+)*$/;
const PASSPORT_NUMBER_PATTERN = /^[A-Z0-9]{5,20}$/;

const upper = (value: string | null) => (value === null ? null : value.toUpperCase().replace(/\s+/g, ' '));
const withoutSpaces = (value: string | null) => (value === null ? null : value.toUpperCase().replace(/\s+/g, ''));

/** Whether a passport that expires on `expiry` covers a stay that ends on `departureDay` (both yyyy-MM-dd). */
export const passportCoversStay = (expiry: string, departureDay: string) => expiry >= departureDay;

/**
 * A person's visa details as a form sends them. Without `needsLetter` nothing else is required
 * (what was typed is kept); with it every field is. The passport's validity against the stay is
 * checked by visaDetailsFor, which knows the departure day.
 */
export const visaDetailsInputSchema = z
  .object({
    needsLetter: z.boolean(),
    passportName: optionalText().transform(upper),
    nationality: optionalText(),
    passportNumber: optionalText(40).transform(withoutSpaces),
    passportExpiry: dateSchema.nullish().transform((value) => value ?? null),
    /** Ignored for a contestant: theirs is the date of birth of their registration. */
    dateOfBirth: dateSchema.nullish().transform((value) => value ?? null),
    version: versionSchema,
  })
  .superRefine((details, context) => {
    if (details.passportName !== null && !PASSPORT_NAME_PATTERN.test(details.passportName)) {
      context.addIssue({ code: 'custom', path: ['passportName'], message: LETTER_MESSAGES.passportName, continue: true });
    }
    if (details.passportNumber !== null && !PASSPORT_NUMBER_PATTERN.test(details.passportNumber)) {
      context.addIssue({ code: 'custom', path: ['passportNumber'], message: LETTER_MESSAGES.passportNumber, continue: true });
    }
  });
export type VisaDetailsInput = z.input<typeof visaDetailsInputSchema>;
export type VisaDetails = z.output<typeof visaDetailsInputSchema>;

/** The fields a letter needs, in the form's order. */
export const VISA_DETAIL_FIELDS = ['passportName', 'nationality', 'passportNumber', 'passportExpiry', 'dateOfBirth'] as const;
export type VisaDetailField = (typeof VISA_DETAIL_FIELDS)[number];

/**
 * visaDetailsInputSchema for one person: with `needsLetter` every field is required (a contestant's
 * date of birth is their registration's, `hasOwnDateOfBirth` false), and the passport must be
 * valid through `departureDay`.
 */
export const visaDetailsFor = ({ departureDay, hasOwnDateOfBirth }: { departureDay: string; hasOwnDateOfBirth: boolean }) =>
  visaDetailsInputSchema.superRefine((details, context) => {
    if (!details.needsLetter) return;
    for (const field of VISA_DETAIL_FIELDS) {
      if (field === 'dateOfBirth' && !hasOwnDateOfBirth) continue;
      if (details[field] === null) context.addIssue({ code: 'custom', path: [field], message: MESSAGES.required });
    }
    if (details.passportExpiry !== null && !passportCoversStay(details.passportExpiry, departureDay)) {
      context.addIssue({ code: 'custom', path: ['passportExpiry'], message: LETTER_MESSAGES.passportExpiry(departureDay) });
    }
  });

/** The days of a person's stay: their travel's (or their team's) when both are known, else the contest's. */
export const staySchema = z.object({ from: z.string(), to: z.string(), fromTravel: z.boolean() });
export type Stay = z.infer<typeof staySchema>;

/** The latest letter of a person, as their registrator sees it. */
export const letterStateSchema = z.object({
  id: idSchema,
  status: z.enum(LETTER_STATUSES),
  /** ISO 8601. */
  generatedAt: z.string(),
  generatedBy: z.string(),
});
export type LetterState = z.infer<typeof letterStateSchema>;

/** A person's visa details as saved: what a letter prints of them. */
export const visaDetailsSchema = z.object({
  needsLetter: z.boolean(),
  passportName: z.string().nullable(),
  nationality: z.string().nullable(),
  passportNumber: z.string().nullable(),
  passportExpiry: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
});

/** One person of a delegation on the Invitation letters screen. */
export const letterPersonSchema = z.object({
  personId: idSchema,
  fullName: z.string(),
  role: z.enum(LETTER_ROLES),
  /** A contestant's date of birth is their registration's. */
  details: visaDetailsSchema,
  /** Whether the date of birth is asked here (false: a contestant's, edited on the team). */
  hasOwnDateOfBirth: z.boolean(),
  /** The version of the visa details (0 before any were saved), sent back as If-Match. */
  version: z.number().int(),
  stay: staySchema,
  /** The fields still missing for a letter, empty once it can be generated (always empty without needsLetter). */
  missing: z.array(z.enum(VISA_DETAIL_FIELDS)),
  /** The person's latest letter, or null before the first. */
  letter: letterStateSchema.nullable(),
  /**
   * Whether the registrator may generate a letter now: the details complete and the latest letter
   * not revoked (after a revocation, only an Administrator makes a new one).
   */
  canGenerate: z.boolean(),
});
export type LetterPerson = z.infer<typeof letterPersonSchema>;

export const delegationLettersSchema = z.object({
  /** Whether the organisers have switched letters on (Contest settings). */
  enabled: z.boolean(),
  people: z.array(letterPersonSchema),
});
export type DelegationLetters = z.infer<typeof delegationLettersSchema>;

/** One letter as the organisers' Letters section lists it. */
export const letterSummarySchema = z.object({
  id: idSchema,
  /** Null once the person was removed (the letter is then revoked). */
  personId: idSchema.nullable(),
  personName: z.string(),
  passportName: z.string(),
  countryId: idSchema.nullable(),
  country: z.string(),
  status: z.enum(LETTER_STATUSES),
  generatedAt: z.string(),
  generatedBy: z.string(),
  /** When its details changed after it was generated, or a newer letter replaced it. */
  outdatedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  revokedBy: z.string().nullable(),
});
export type LetterSummary = z.infer<typeof letterSummarySchema>;

export const lettersQuerySchema = z.object({
  status: z.enum(LETTER_STATUSES).optional(),
  countryId: idSchema.optional(),
});
export type LettersQuery = z.infer<typeof lettersQuerySchema>;

/**
 * The body an organiser starts from, answered while the settings' body is empty: a plain invitation
 * naming every detail an embassy looks for. Paragraphs are separated by an empty line.
 */
export const DEFAULT_LETTER_BODY = [
  'To the Embassy or Consulate concerned,',
  'We are pleased to invite {name}, a national of {nationality}, born on {dateOfBirth}, passport number {passportNumber}, to take part in {contestName}, held at {venue} from {contestStart} to {contestEnd}, as a member of the delegation of {country} ({role}).',
  '{name} will stay in the host country from {arrivalDate} to {departureDate}.',
  'We kindly ask you to grant the visa needed for this visit. Please do not hesitate to contact us should you need any further information.',
  'Yours faithfully,',
].join('\n\n');

/** The letter's settings as an Administrator reads them; pictures by their signed addresses. */
export const letterSettingsSchema = z.object({
  enabled: z.boolean(),
  signatoryName: z.string(),
  signatoryTitle: z.string(),
  organiserAddress: z.string(),
  venue: z.string(),
  body: z.string(),
  signaturePicture: z.string().nullable(),
  logoPicture: z.string().nullable(),
  version: z.number().int(),
});
export type LetterSettings = z.infer<typeof letterSettingsSchema>;

const LONG_DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '2025-08-01' → '1 August 2025': a day as a letter to an embassy writes it, never ambiguous. */
export const letterDate = (day: string) => LONG_DATE.format(new Date(`${day.slice(0, 10)}T00:00:00Z`));

const PLACEHOLDER = /\{([^{}]*)\}/g;

/** The placeholders a body names that are not LETTER_PLACEHOLDERS. */
export const unknownPlaceholders = (body: string) =>
  [...body.matchAll(PLACEHOLDER)].map((match) => match[1]!).filter((name) => !(LETTER_PLACEHOLDERS as readonly string[]).includes(name));

/**
 * A body with each `{placeholder}` replaced by its value (a missing value leaves it empty).
 */
export const fillPlaceholders = (body: string, values: Partial<Record<LetterPlaceholder, string>>) =>
  body.replace(PLACEHOLDER, (whole, name: string) =>
    (LETTER_PLACEHOLDERS as readonly string[]).includes(name) ? (values[name as LetterPlaceholder] ?? '') : whole,
  );

/**
 * The settings as Contest settings sends them. A picture: new base64 content, null to remove it,
 * left out to keep it. With `enabled`, the signatory and the body are required.
 */
export const letterSettingsInputSchema = z
  .object({
    enabled: z.boolean(),
    signatoryName: optionalText().transform((value) => value ?? ''),
    signatoryTitle: optionalText().transform((value) => value ?? ''),
    organiserAddress: text({ max: TEXT_LIMITS.long, multiline: true }).trim(),
    venue: optionalText().transform((value) => value ?? ''),
    body: text({ max: TEXT_LIMITS.long * 4, multiline: true }).trim(),
    signatureImage: base64ImageSchema.nullable().optional(),
    logoImage: base64ImageSchema.nullable().optional(),
    version: versionSchema,
  })
  .superRefine((settings, context) => {
    const unknown = unknownPlaceholders(settings.body);
    if (unknown.length > 0) context.addIssue({ code: 'custom', path: ['body'], message: LETTER_MESSAGES.unknownPlaceholder(unknown[0]!) });
    if (!settings.enabled) return;
    for (const field of ['signatoryName', 'signatoryTitle', 'body'] as const) {
      if (settings[field] === '') context.addIssue({ code: 'custom', path: [field], message: MESSAGES.required });
    }
  });
export type LetterSettingsInput = z.input<typeof letterSettingsInputSchema>;
