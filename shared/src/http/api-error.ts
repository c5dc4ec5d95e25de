/** An RFC 9457 problem details answer, as the server sends it. */
export interface ProblemDetails {
  type?: string;
  title?: string;
  status: number;
  detail?: string;
  errors?: Record<string, string[]>;
}

/** A failed call: the status, the server's problem details and its field errors. */
export class ApiError extends Error {
  readonly status: number;
  readonly problem: ProblemDetails;

  constructor(problem: ProblemDetails) {
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
