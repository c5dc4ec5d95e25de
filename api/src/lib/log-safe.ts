import type { FastifyRequest } from 'fastify';
import { HttpProblem } from './problem.js';
import { sqlState } from './sql-state.js';

/** Longest string written into a log line; a 1 MB e-mail must not become a 2 MB line. */
export const MAX_LOGGED_STRING = 1000;

const cap = (text: string, max = MAX_LOGGED_STRING) => (text.length > max ? `${text.slice(0, max)}…[${text.length} chars]` : text);

/** Only the frames of a stack: its first line repeats the message, which may carry values. */
const frames = (stack: string | undefined) =>
  cap(
    (stack ?? '')
      .split('\n')
      .filter((line) => line.startsWith('    at '))
      .slice(0, 15)
      .join('\n'),
    3000,
  );

/**
 * The database's own error, the innermost with a code: the driver's, under drizzle's wrapper.
 * Its message is the server's text; both the wrapper and the driver's error (PGlite's) also hold
 * the parameters, which are never read here.
 */
function databaseCause(error: unknown): { message?: unknown } | undefined {
  let found: { message?: unknown } | undefined;
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if (typeof (current as { code?: unknown }).code === 'string') found = current as { message?: unknown };
  }
  return found;
}

/**
 * How an error is logged, everywhere (pino's `err` serializer). Drizzle's error carries the
 * query's parameters, in its message and its stack (a password hash, a megabyte of input): a
 * database error is logged as its SQLSTATE, the database's message and the query text with its
 * placeholders, never the values.
 */
export interface SafeError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

export function safeError(error: unknown): SafeError {
  if (!(error instanceof Error)) return { type: typeof error, message: '', stack: '' };
  if (error instanceof HttpProblem) return { type: 'HttpProblem', message: String(error.status), stack: '' };
  const state = sqlState(error);
  if (state) {
    const cause = databaseCause(error);
    const query = (error as { query?: unknown }).query;
    return {
      type: 'DatabaseError',
      code: state,
      message: cap(String(cause?.message ?? ''), 300),
      ...(typeof query === 'string' ? { query: cap(query) } : {}),
      stack: frames(error.stack),
    };
  }
  const withParams = (error as { params?: unknown }).params !== undefined;
  const message = withParams ? String(error.message).split('\nparams:')[0]! : error.message;
  return {
    type: error.name,
    message: cap(message, 500),
    ...((error as { code?: unknown }).code ? { code: String((error as { code?: unknown }).code) } : {}),
    stack: frames(error.stack),
  };
}

/** The request as logged: no headers (credentials), the URL capped. */
export function safeRequest(request: FastifyRequest): Record<string, unknown> {
  return { method: request.method, url: cap(request.url, 500), remoteAddress: request.ip };
}

const isPlain = (value: object) => [Object.prototype, null].includes(Object.getPrototypeOf(value));

/**
 * Caps every string of a log entry, however deep: the last guard against oversized lines. Runs
 * before the serializers, so requests, replies and errors (not plain objects) are left to them.
 */
export function capLogged(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return cap(value);
  if (depth > 6 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.slice(0, 50).map((item) => capLogged(item, depth + 1));
  if (!isPlain(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, capLogged(item, depth + 1)]));
}
