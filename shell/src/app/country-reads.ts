import { preload } from 'swr';
import { request } from '@olympiad/shared';
import { urlOfCall } from '@olympiad/shared/api';
import type { AppRoute } from '@olympiad/shared/routes';

/** A route's reads of the user's country, by contract call. */
type CountryReads = NonNullable<AppRoute['countryReads']>;

/**
 * The URLs of a screen's reads of the user's country, each the key the screen's own hook reads
 * it by (`useApi` keys by `urlOfCall`).
 */
export function countryReadUrls(calls: CountryReads, countryId: string): string[] {
  // The route table names calls by key, each with a :countryId (route-table.ts, countryReads).
  return calls.map((call) => urlOfCall(call as 'readCountryTeams', { params: { countryId } }));
}

/**
 * Starts a signed-in screen's reads of the user's country, in swr's cache: the screen's hooks take
 * each one over (the answer, or the request under way) instead of asking again once its remote
 * has rendered.
 */
export function startCountryReads(calls: CountryReads, countryId: string) {
  for (const url of countryReadUrls(calls, countryId)) {
    void preload(url, () => request<unknown>('GET', url)).catch(() => undefined);
  }
}
