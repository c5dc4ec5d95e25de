/**
 * The one rule for text, in forms and on the server alike: a maximum length, and no control
 * characters (the database refuses NUL; the others only hide text or break logs and CSV files).
 * Kept free of zod so the login form's zod/mini schema can use it without the full API.
 */

/** Limits, in UTF-16 code units as `String.length` counts them. */
export const TEXT_LIMITS = {
  /** Names, locations, sizes and the other one-line fields. */
  short: 200,
  /** RFC 5321's longest forward path. */
  email: 254,
  /** The contest's name is written into every page's <title>. */
  contestName: 120,
  contestShortName: 40,
  link: 2048,
  /** Notes such as a company's additional information. */
  long: 2000,
  /** The contest's rules and environment pages (sanitised HTML). */
  html: 200_000,
  password: 200,
} as const;

/** Upper bounds of lists in a payload: larger lists are mistakes or attacks, and would exceed the database's bind limit. */
export const LIST_LIMITS = {
  companies: 100,
  committees: 50,
  committeeMembers: 200,
  guideTeams: 50,
  /** Entries of one of the contest's lists (locations, T-shirt sizes, operating systems). */
  contestListEntries: 50,
} as const;

// C0 controls and DEL; tab, line feed and carriage return are allowed in multi-line text only.
// C1 controls (U+0080–U+009F) and lone UTF-16 surrogates, which have no UTF-8 form, are refused too.
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const MULTI_LINE_FORBIDDEN =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasControlCharacters(value: string, multiline = false): boolean {
  return (multiline ? MULTI_LINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN).test(value);
}

export const TEXT_MESSAGES = {
  controlCharacters: 'Please remove control characters!',
  tooLong: (max: number) => `Please enter at most ${max} characters!`,
  tooMany: (max: number) => `Please enter at most ${max} entries!`,
} as const;
