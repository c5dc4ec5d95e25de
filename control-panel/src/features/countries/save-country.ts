import { callApi } from '@olympiad/shared/api';
import type { Country } from '@olympiad/shared/schemas';

export interface CountryInput {
  id?: string | undefined;
  name: string;
  /** Base64 content without the data-URL prefix; null on edit keeps the stored flag. */
  flagImage: string | null;
  /** The country's own deadline (an instant), or null: the contest's holds for it. */
  registrationDeadline: string | null;
}

/**
 * With an id the country is edited, without one it is created. An edit always sends the deadline:
 * null clears the one the country had. `headers`: the If-Match of the
 * version the edit form was loaded with.
 */
export function saveCountry(
  { id, name, flagImage, registrationDeadline }: CountryInput,
  headers?: Record<string, string>,
): Promise<Country> {
  if (id) {
    const body = flagImage ? { id, name, flagImage, registrationDeadline } : { id, name, registrationDeadline };
    return callApi('updateCountry', { params: { id }, body, headers });
  }
  // Without a deadline of its own, the specification's body.
  return callApi('createCountry', { body: registrationDeadline ? { name, flagImage, registrationDeadline } : { name, flagImage } });
}
