import { ApiError } from './api-error.js';

/**
 * The If-Match header of an edit, naming the version of the record its form was loaded with:
 * the server then refuses it with 412 when someone else changed the record meanwhile, instead of
 * silently overwriting their change. No header without a version (the server did not give one).
 */
export function ifMatch(version: number | null | undefined): Record<string, string> {
  return typeof version === 'number' ? { 'If-Match': `"${version}"` } : {};
}

/** Whether a failed edit was refused because the record changed meanwhile (412). */
export function isChangedMeanwhile(error: unknown): boolean {
  return error instanceof ApiError && error.status === 412;
}
