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
