import type { Problem } from '@olympiad/shared/schemas';
import { STATUS_CODES } from 'node:http';

export type FieldErrors = NonNullable<Problem['errors']>;

/** An error that becomes RFC 9457 problem details with its own status and detail. */
export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    readonly detail?: string,
    readonly errors?: FieldErrors,
    /** RFC 9457's type: a URI a client recognises the problem by; about:blank when the status says it all. */
    readonly type = 'about:blank',
  ) {
    super(detail ?? STATUS_CODES[status] ?? 'Error');
  }
}

export const badRequest = (detail: string, errors?: FieldErrors) => new HttpProblem(400, detail, errors);
export const unauthorized = (detail = 'Authentication is required.') => new HttpProblem(401, detail);
export const forbidden = (detail = 'You may not do this.') => new HttpProblem(403, detail);
export const notFound = (detail = 'The resource was not found.') => new HttpProblem(404, detail);
export const conflict = (detail: string) => new HttpProblem(409, detail);

export const VALIDATION_DETAIL = 'One or more fields are invalid.';
export const fieldError = (field: string, message: string) => badRequest(VALIDATION_DETAIL, { [field]: [message] });

export function problemBody(status: number, detail?: string, errors?: FieldErrors, type = 'about:blank'): Problem {
  return {
    type,
    title: STATUS_CODES[status] ?? 'Error',
    status,
    ...(detail === undefined ? {} : { detail }),
    ...(errors === undefined ? {} : { errors }),
  };
}

/** A write whose If-Match names a version the record has since left (RFC 9110's 412). */
export const preconditionFailed = (detail: string) => new HttpProblem(412, detail);
