import { MESSAGES } from '../constants.js';
import type { Problem } from '../schemas/problem.js';

/** A failed call: the status, the server's problem details and its field errors. */
export class ApiError extends Error {
  readonly status: number;
  readonly problem: Problem;

  constructor(problem: Problem) {
    super(problem.detail || problem.title || `Request failed with status ${problem.status}`);
    this.name = 'ApiError';
    this.status = problem.status;
    this.problem = problem;
  }

  /** Messages per field path, e.g. `{ "flagImage": ["..."] }`. */
  get fieldErrors(): Record<string, string[]> {
    return this.problem.errors ?? {};
  }
}

/**
 * The snack text for a failed call: the given message (the spec's `Error!`) followed by the
 * server's reason when it gave one, so a registrator learns why (registration closed, the
 * country already has a team); without a message, the reason alone. `null` for a 401: the
 * client has already logged the user out, which the spec wants to happen silently.
 */
export function failureText(error: unknown, message?: string): string | null {
  if (error instanceof ApiError && error.status === 401) return null;
  const reason = error instanceof ApiError ? error.problem.detail?.trim() : undefined;
  if (!message) return reason || (error instanceof ApiError ? error.message : MESSAGES.error);
  return reason && reason !== message ? `${message} ${reason}` : message;
}
