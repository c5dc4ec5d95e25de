import type { LetterStatus, LettersQuery } from '@olympiad/shared/schemas';
import { LETTER_STATUS_LABELS } from './letter-status';

/** The address's filters, as the selects name them. */
export type LetterFilter = 'status' | 'countryId';

/** A record's id (a GUID): anything else in the address would only make the server refuse the read. */
const ID = /^[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i;

const isStatus = (value: string): value is LetterStatus => Object.hasOwn(LETTER_STATUS_LABELS, value);

/** readLetters' query from the address's search part: a known status or none, a country (by its id) or all. */
export function letterQueryOf(search: URLSearchParams): LettersQuery {
  const query: LettersQuery = {};
  const status = search.get('status');
  if (status && isStatus(status)) query.status = status;
  const countryId = search.get('countryId');
  if (countryId && ID.test(countryId)) query.countryId = countryId;
  return query;
}

/** The search part with one filter changed (empty: all). */
export function withFilter(search: URLSearchParams, filter: LetterFilter, value: string): URLSearchParams {
  const next = new URLSearchParams(search);
  if (value) next.set(filter, value);
  else next.delete(filter);
  return next;
}
