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
