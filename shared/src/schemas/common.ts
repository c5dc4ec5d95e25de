import { z } from 'zod';
import { MAX_IMAGE_BYTES, MESSAGES } from '../constants.js';
import { edition } from '../edition.js';
import { hasControlCharacters, TEXT_LIMITS, TEXT_MESSAGES } from './text-rules.js';

/**
 * A letter of the Latin script with its diacritics (é, ë, ł, ñ, ø, ß, …: CONTRACT.md, Names), and
 * the combining marks a decomposed spelling puts after it ("e" + U+0308) where no composed letter
 * exists. Only letters: the script also counts Roman numerals and such. More than two marks on one
 * letter spell no name.
 */
const LATIN_LETTER = String.raw`(?:(?=\p{L})\p{Script=Latin}(?:(?=\p{Script=Inherited})\p{M}){0,2})`;
const NAME_WORD = `${LATIN_LETTER}+(?:-${LATIN_LETTER}+)*`;
const COMMITTEE_WORD = `(?:${LATIN_LETTER}|[0-9_-])+`;
/** Latin words, hyphenated or not, one space between them. */
const NAME_PATTERN = new RegExp(`^${NAME_WORD}(?: ${NAME_WORD})*$`, 'u');
const COMMITTEE_NAME_PATTERN = new RegExp(`^${COMMITTEE_WORD}(?: ${COMMITTEE_WORD})*$`, 'u');
const PHONE_PATTERN = /^[0-9*+]+$/;
const WALL_CLOCK_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?$/;
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** GUIDs, including the all-zero empty id (zod's strict uuid() would refuse it). */
export const idSchema = z.string().regex(/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/, 'Invalid id');
export const idParamsSchema = z.object({ id: idSchema });

/**
 * The version of an editable record (a team, a person, a country, the contest): every edit raises it, and an edit form
 * sends the one it was loaded with as If-Match, so a change made meanwhile is not overwritten.
 */
export const versionSchema = z.number().int().optional();

interface TextRule {
  /** Most characters allowed; one-line fields default to TEXT_LIMITS.short. */
  max?: number;
  /** Allows tab, line feed and carriage return. */
  multiline?: boolean;
}

/**
 * The length and control-character checks of every text field. Aborting, so a megabyte of text
 * is refused before any pattern runs over it.
 */
function textChecks<T extends z.ZodString>(schema: T, { max = TEXT_LIMITS.short, multiline = false }: TextRule = {}): T {
  return schema.max(max, { error: TEXT_MESSAGES.tooLong(max), abort: true }).refine((value) => !hasControlCharacters(value, multiline), {
    error: TEXT_MESSAGES.controlCharacters,
    abort: true,
  }) as T;
}

/** Any text, possibly empty and kept as typed (rich text, notes). */
export const text = (rule: TextRule = {}) => textChecks(z.string(), rule);

/** A string that must not be blank; the spec's required message otherwise. */
export const requiredText = (max: number = TEXT_LIMITS.short) =>
  textChecks(z.string({ error: MESSAGES.required }).trim().min(1, { error: MESSAGES.required, abort: true }), { max });

export const optionalText = (max: number = TEXT_LIMITS.short) =>
  textChecks(z.string().trim(), { max })
    .nullish()
    .transform((value) => value || null);

/** An array of at most `max` items. */
export const list = <T extends z.ZodType>(item: T, max: number) => z.array(item).max(max, { error: TEXT_MESSAGES.tooMany(max) });

/** The characters of a fullwidth keyboard (Japanese, Chinese): letters, hyphen and space. */
const FULLWIDTH = /[\uff01-\uff5e\u3000]/g;
/**
 * A name as it is stored: composed (NFC), so "Zoë" typed as "Zoe" + U+0308 is the same name, is
 * found by search and prints as one letter; fullwidth letters made the plain ones the badges'
 * font has.
 */
export const normaliseName = (value: string) => value.replace(FULLWIDTH, (character) => character.normalize('NFKC')).normalize('NFC');

export const nameSchema = requiredText().overwrite(normaliseName).regex(NAME_PATTERN, MESSAGES.namePattern);
export const committeeNameSchema = requiredText().overwrite(normaliseName).regex(COMMITTEE_NAME_PATTERN, MESSAGES.committeeNamePattern);
/** What people type between a phone number's digits: spaces, dots, dashes and brackets. */
const PHONE_FORMATTING = /[\s.\-\u2010-\u2015()[\]]/g;
/** `+359 887 159 101`, `(02) 987-65-43` → `+359887159101`, `029876543`: dropped before the rule is checked. */
export const normalisePhone = (value: string) => value.replace(PHONE_FORMATTING, '');

/** Required; digits, * and + once the formatting is dropped. */
export const phoneSchema = textChecks(
  z.string({ error: MESSAGES.required }).overwrite(normalisePhone).min(1, { error: MESSAGES.required, abort: true }),
).regex(PHONE_PATTERN, MESSAGES.phonePattern);
/** An optional phone without a rule of its own (a guide's), stored without its formatting too. */
export const optionalPhoneText = () => optionalText().transform((value) => (value ? normalisePhone(value) || null : null));
export const emailSchema = requiredText(TEXT_LIMITS.email).pipe(z.email(MESSAGES.email));
export const optionalEmailSchema = optionalText(TEXT_LIMITS.email).pipe(z.email(MESSAGES.email).nullable());

const isRealDate = (value: string) => {
  const [year, month, day] = value.slice(0, 10).split('-').map(Number);
  const date = new Date(Date.UTC(year!, month! - 1, day!));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month! - 1 && date.getUTCDate() === day;
};

/** Wall-clock local date-time 'yyyy-MM-ddTHH:mm[:ss]', never an instant with an offset. */
export const wallClockSchema = requiredText()
  .regex(WALL_CLOCK_PATTERN, MESSAGES.dateTimeFormat)
  .refine(isRealDate, MESSAGES.dateTimeFormat);
export const dateSchema = requiredText().regex(DATE_PATTERN, MESSAGES.dateFormat).refine(isRealDate, MESSAGES.dateFormat);

/**
 * ISO strings of the same shape compare correctly as text. The minimums are the edition in effect
 * when a value is parsed (edition.ts), so these compiled schemas follow a moved event.
 */
export const arrivalTimeSchema = wallClockSchema.refine((value) => value.slice(0, 10) >= edition().minArrivalDate, {
  error: () => MESSAGES.minArrivalDate,
});
export const departureTimeSchema = wallClockSchema.refine((value) => value.slice(0, 10) >= edition().minDepartureDate, {
  error: () => MESSAGES.minDepartureDate,
});
/**
 * A flight or train number: letters and digits with at most one space (`LH 1234`, `ICE578`), kept in
 * capitals without spaces at its ends. Optional, as the carrier and the terminal are.
 */
const FLIGHT_NUMBER_PATTERN = /^(?=.*\d)[A-Z0-9]{1,4} ?[A-Z0-9]{1,6}$/;
export const flightNumberSchema = optionalText(12).pipe(
  z
    .string()
    .transform((value) => value.toUpperCase())
    .pipe(z.string().regex(FLIGHT_NUMBER_PATTERN, MESSAGES.flightNumber))
    .nullable(),
);
/** The carrier, number and terminal of an arrival and of a departure (issue 37); each optional. */
export const journeyFields = {
  arrivalCarrier: optionalText(),
  arrivalFlightNumber: flightNumberSchema,
  arrivalTerminal: optionalText(40),
  departureCarrier: optionalText(),
  departureFlightNumber: flightNumberSchema,
  departureTerminal: optionalText(40),
};

/** The same six in an answer: text or null. */
export const journeyAnswer = {
  arrivalCarrier: z.string().nullable(),
  arrivalFlightNumber: z.string().nullable(),
  arrivalTerminal: z.string().nullable(),
  departureCarrier: z.string().nullable(),
  departureFlightNumber: z.string().nullable(),
  departureTerminal: z.string().nullable(),
};

/** Departure after arrival, reported on the departure time, when both times are given. */
export function checkDepartureAfterArrival(
  travel: { timeOfArrival?: unknown; timeOfDeparture?: unknown },
  ctx: z.RefinementCtx,
  path: PropertyKey[] = [],
): void {
  const { timeOfArrival, timeOfDeparture } = travel;
  if (typeof timeOfArrival === 'string' && typeof timeOfDeparture === 'string' && timeOfArrival && timeOfDeparture) {
    if (timeOfDeparture.slice(0, 16) <= timeOfArrival.slice(0, 16)) {
      ctx.addIssue({ code: 'custom', path: [...path, 'timeOfDeparture'], message: MESSAGES.departureAfterArrival });
    }
  }
}

export const dateOfBirthSchema = dateSchema.refine((value) => value >= edition().minBirthDate, {
  error: () => MESSAGES.minBirthDate,
});

/** An instant: ISO 8601 with a zone offset or Z. */
export const instantSchema = z.iso.datetime({ offset: true, error: MESSAGES.dateTimeFormat });

/** Base64 image content without the data-URL prefix; the server checks the bytes. */
export const base64ImageSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9+/]*={0,2}$/, MESSAGES.imageInvalid)
  .max(Math.ceil(MAX_IMAGE_BYTES / 3) * 4, MESSAGES.imageInvalid);
export const optionalBase64ImageSchema = base64ImageSchema.nullish().transform((value) => value || null);

/** Links shown to visitors: http(s) or same-site paths only, never javascript: or data: URLs. */
export const optionalLinkSchema = optionalText(TEXT_LIMITS.link).refine(
  (value) => value === null || /^(https?:\/\/|\/(?!\/))/i.test(value),
  MESSAGES.linkInvalid,
);
