import { callApi } from '@olympiad/shared/api';
import type { Country } from '@olympiad/shared/schemas';

export interface CountryDraft {
  id?: string | undefined;
  name: string;
  /** Base64 content without the data-URL prefix; null on edit keeps the stored flag. */
  flagImage: string | null;
}

/**
 * With an id the country is edited, without one it is created. `headers`: the If-Match of the
 * version the edit form was loaded with.
 */
export function saveCountry({ id, name, flagImage }: CountryDraft, headers?: Record<string, string>): Promise<Country> {
  if (id) return callApi('updateCountry', { params: { id }, body: flagImage ? { id, name, flagImage } : { id, name }, headers });
  return callApi('createCountry', { body: { name, flagImage } });
}
