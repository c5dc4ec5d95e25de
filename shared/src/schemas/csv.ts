import { z } from 'zod';
import { idSchema, requiredText } from './common.js';
import { passwordSchema } from './user.js';

/**
 * Contestant CSV files (docs/api-rules.md, Contestant CSV files): RFC 4180, UTF-8, a header row, columns found by header name
 * (other columns ignored), so an exported file can be edited and imported back.
 */
export const CONTESTANT_EXPORT_COLUMNS = [
  'contestantId',
  'fullName',
  'country',
  'team',
  'group',
  'dateOfBirth',
  'operatingSystem',
  'tShirtSize',
] as const;
export const CREDENTIALS_COLUMNS = ['contestantId', 'username', 'password'] as const;
export const SEATINGS_COLUMNS = ['contestantId', 'day', 'seatingPlace'] as const;

/** The largest CSV file an import accepts; a contest's contestants fit many times over. */
export const MAX_CSV_BYTES = 1024 * 1024;

/** A cell starting with one of these is a formula to a spreadsheet: exported with a leading '. */
const FORMULA_TRIGGERS = ['=', '+', '-', '@', '\t', '\r'] as const;
const startsLikeFormula = (value: string) => FORMULA_TRIGGERS.some((trigger) => value.startsWith(trigger));

/** What a cell becomes in an exported file. */
export const neutraliseFormula = (value: string) => (startsLikeFormula(value) ? `'${value}` : value);

/** The reverse, on import: the ' the export put before a formula-like value is dropped. */
export const restoreFormula = (value: string) => (value.startsWith("'") && startsLikeFormula(value.slice(1)) ? value.slice(1) : value);

const FORMULA_MESSAGE = 'Must not start with =, +, -, @, a tab or a carriage return.';
/** Text a spreadsheet would never run as a formula, whoever exports it later. */
const plainText = (max: number) => requiredText(max).refine((value) => !startsLikeFormula(value), FORMULA_MESSAGE);

/** One data row of a credentials file. */
export const credentialsRowSchema = z.object({
  contestantId: idSchema,
  username: plainText(100),
  password: passwordSchema,
});

/** A seat as a hall names it (`A-12`, `Hall 2/14`, `B.3`): printed on guides' sheets, so nothing else. */
const SEAT_PLACE_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N} ./-]*$/u;
const SEAT_PLACE_MAX = 20;
const SEAT_PLACE_MESSAGE = `Only letters, digits, spaces, hyphens, dots and slashes, starting with a letter or digit, at most ${SEAT_PLACE_MAX} characters.`;

/** One data row of a seatings file; day 1 or 2. */
export const seatingsRowSchema = z.object({
  contestantId: idSchema,
  day: z
    .string()
    .trim()
    .pipe(z.enum(['1', '2'], 'Day must be 1 or 2.'))
    .transform(Number),
  seatingPlace: requiredText(SEAT_PLACE_MAX).regex(SEAT_PLACE_PATTERN, SEAT_PLACE_MESSAGE),
});

/** Answer of a successful import. */
export const csvImportResultSchema = z.object({ imported: z.number().int().nonnegative() });
export type CsvImportResult = z.infer<typeof csvImportResultSchema>;

/**
 * The most bad rows a refusal (and the control panel's preview) names one by one; their count is
 * always given. A file of 100,000 bad rows would otherwise answer megabytes of reasons.
 */
export const MAX_NAMED_BAD_ROWS = 100;

/** The key of a bad row in the problem's `errors`: spreadsheet numbering, the header is row 1. */
export const csvRowKey = (row: number) => `row ${row}`;

export const yearParamsSchema = z.object({ year: z.coerce.number().int().min(2000).max(2100) });
