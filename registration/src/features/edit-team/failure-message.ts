import { ApiError, MESSAGES } from '@olympiad/shared';

/**
 * The spec's "Error!" for a failed edit, add, delete, remove or replace; a business rule the
 * server refuses (409: registration closed, a fifth or the last contestant) also says which.
 */
export function failureMessage(error: unknown): string {
  return error instanceof ApiError && error.status === 409 ? `${MESSAGES.error} ${error.message}` : MESSAGES.error;
}
