/** Drizzle wraps driver errors; the SQLSTATE sits on the error or on one of its causes. */
export function sqlState(error: unknown): string | undefined {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

export const FOREIGN_KEY_VIOLATION = '23503';
export const UNIQUE_VIOLATION = '23505';

/**
 * What a refusal of the database means for the caller. The schemas should stop bad input first;
 * whatever still reaches the database and is refused there is the caller's fault (4xx), not ours.
 */
export function databaseRefusal(state: string): { status: 400 | 409; detail: string } | undefined {
  if (state === FOREIGN_KEY_VIOLATION) return { status: 409, detail: 'The record is still in use.' };
  if (state === UNIQUE_VIOLATION || state === '23P01') {
    return { status: 409, detail: 'A record with the same value already exists.' };
  }
  // Class 23 otherwise: not-null and check violations, a value the rules refuse.
  if (state.startsWith('23')) return { status: 400, detail: 'A value breaks a rule of the stored data.' };
  // Class 22: data exceptions (NUL bytes, bad encodings, values out of range, text too long).
  if (state.startsWith('22')) return { status: 400, detail: 'A value cannot be stored.' };
  // Class 54: program limits (an index row too large, too many arguments); 08P01: a bind message
  // with more parameters than the protocol carries.
  if (state.startsWith('54') || state === '08P01') return { status: 400, detail: 'The request is too large.' };
  return undefined;
}

/** Node's codes for a connection to the database that could not be made or was cut. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * The database is away rather than refusing: class 08 (connection exceptions; 08P01 is an oversized
 * request, see databaseRefusal), 57P01–57P03 (terminated by an administrator, a crash or a
 * shutdown, or not accepting connections yet), 53300 (all connection slots taken) and 57014 (a
 * statement cancelled, by a timeout or an operator).
 */
const isUnavailableState = (state: string) =>
  (state.startsWith('08') && state !== '08P01') || ['57P01', '57P02', '57P03', '53300', '57014'].includes(state);

/** What the drivers throw without a code: pg's, pg-pool's and PGlite's words for the same. */
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated|Client has encountered a connection error|Client was closed and is not queryable|timeout exceeded when trying to connect|Query read timeout|Cannot use a pool after calling end|PGlite is clos(ed|ing))/;

/**
 * Whether an error means the database cannot be reached now (a restart, a failover, a reaped or
 * cut connection, a database not started yet): the request may succeed when repeated, so the
 * answer is 503 rather than 500, and the server waits for the database instead of exiting.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (CONNECTION_CODES.has(code) || (/^[0-9A-Z]{5}$/.test(code) && isUnavailableState(code)))) {
      return true;
    }
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
  }
  return false;
}
