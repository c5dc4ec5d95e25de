import type { FastifyRequest } from 'fastify';
import { HttpProblem } from './problem.js';
import { sqlState } from './sql-state.js';

/** Longest string written into a log line; a 1 MB e-mail must not become a 2 MB line. */
const MAX_LOGGED_STRING = 1000;

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

/** An error and its causes, outermost first. */
function chainOf(error: unknown): object[] {
  const chain: object[] = [];
  for (let current = error; current && typeof current === 'object' && chain.length < 10; current = (current as { cause?: unknown }).cause) {
    chain.push(current);
  }
  return chain;
}

/** The parameters of the failed query, as drizzle's wrapper and PGlite's own error carry them. */
function parametersOf(chain: object[]): string[] {
  return chain.flatMap((error) => {
    const params = (error as { params?: unknown }).params;
    return Array.isArray(params) ? params.filter((param) => typeof param === 'string' || typeof param === 'number').map(String) : [];
  });
}

/** Drizzle's message: the whole query, then its parameters. */
const QUERY_TEXT = /Failed query: [\s\S]*/;

/**
 * The message of the innermost error, which is the database's or the driver's own, with every
 * value the query carried masked: a parameter wherever it appears, and anything quoted in a data
 * exception (SQLSTATE class 22: "invalid input syntax for type uuid: "…"") or a syntax error
 * (class 42: "at or near "…""), which quote a value or the query's text.
 */
function innermostMessage(chain: object[], state: string | undefined): string {
  let message = String((chain[chain.length - 1] as { message?: unknown }).message ?? '').replace(QUERY_TEXT, 'Failed query');
  for (const param of parametersOf(chain)) if (param.length >= 4) message = message.replaceAll(param, '[value]');
  if (state?.startsWith('22') || state?.startsWith('42')) message = message.replace(/"[^"]*"/g, '"[value]"');
  return message;
}

const isQueryError = (chain: object[]) => chain.some((error) => 'params' in error || 'query' in error);

/**
 * A database error as a refusal may show it: its SQLSTATE and the database's message, without
 * the query or any of its values.
 */
export function databaseMessage(error: unknown): string {
  const chain = chainOf(error);
  const state = sqlState(error);
  return `${state ?? 'no SQLSTATE'}: ${cap(innermostMessage(chain, state), 300)}`;
}

/**
 * How an error is logged, everywhere (pino's `err` serializer, and any error elsewhere in a log
 * line). Drizzle's error carries the query and its parameters, in its message and its stack (a
 * password hash, a megabyte of input), and a database's message may quote a value: an error of a
 * query is logged as its SQLSTATE and the database's message with every value masked, never the
 * query, never its parameters.
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
  const chain = chainOf(error);
  const state = sqlState(error);
  if (state || isQueryError(chain)) {
    return {
      type: 'DatabaseError',
      ...(state ? { code: state } : {}),
      message: cap(innermostMessage(chain, state), 300),
      stack: frames(error.stack),
    };
  }
  return {
    type: error.name,
    message: cap(error.message, 500),
    ...((error as { code?: unknown }).code ? { code: String((error as { code?: unknown }).code) } : {}),
    stack: frames(error.stack),
  };
}

/** An error as one text for a place without a log (the server's start failing): the same safe fields. */
export function safeErrorText(error: unknown): string {
  const { type, code, message, stack } = safeError(error);
  return `${type}${code ? ` ${String(code)}` : ''}: ${message}${stack ? `\n${stack}` : ''}`;
}

/**
 * The arguments of a log call as pino's logMethod hook passes them on: a line whose message is
 * its error's own text (pino takes err.message when a line has none; Fastify passes it) gets the
 * error's safe message instead.
 */
export function safeLogArguments(args: readonly unknown[]): unknown[] {
  const [entry, message, ...rest] = args;
  const error = entry instanceof Error ? entry : entry && typeof entry === 'object' ? (entry as { err?: unknown }).err : undefined;
  if (!(error instanceof Error) || (message !== undefined && message !== error.message)) return [...args];
  return [entry instanceof Error ? { err: entry } : entry, safeError(error).message, ...rest];
}

/** The request as logged: no headers (credentials), the URL capped. */
export function safeRequest(request: FastifyRequest): Record<string, unknown> {
  return { method: request.method, url: cap(request.url, 500), remoteAddress: request.ip };
}

const isPlain = (value: object) => [Object.prototype, null].includes(Object.getPrototypeOf(value));

/**
 * Caps every string of a log entry, however deep, and logs any error in it as safeError does: the
 * last guard against oversized lines and a query's values under another name than `err`. Runs
 * before the serializers, so requests, replies and the `err` they serialize are left to them.
 */
export function capLogged(value: unknown, depth = 0, key?: string): unknown {
  if (typeof value === 'string') return cap(value);
  if (value instanceof Error) return depth === 1 && key === 'err' ? value : safeError(value);
  if (depth > 6 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.slice(0, 50).map((item) => capLogged(item, depth + 1));
  if (!isPlain(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, capLogged(item, depth + 1, name)]));
}
