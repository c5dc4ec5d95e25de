import { preload } from 'swr';
import { request, type StoredUser } from '@olympiad/shared';
import { urlOfCall } from '@olympiad/shared/api';
import type { FirstRead } from '@olympiad/shared/routes';

/**
 * The URLs of a screen's first reads for `user`, each the key the screen's own hook reads it by
 * (`useApi` keys by `urlOfCall`). A read whose parameter the user lacks (an Administrator has no
 * country) is left to the screen.
 */
export function firstReadUrls(reads: readonly FirstRead[], user: StoredUser): string[] {
  return reads.flatMap((read) => {
    const { call, params = {} } = typeof read === 'string' ? { call: read } : read;
    const values = Object.entries(params).map(([name]) => [name, user.countryId] as const);
    if (values.some(([, value]) => !value)) return [];
    // The route table names calls by key; the parameters are the ones its row gives.
    return [urlOfCall(call as 'readCountries', { params: Object.fromEntries(values) } as never)];
  });
}

/**
 * Starts a signed-in screen's first reads, in swr's cache: the screen's hooks take each one over
 * (the answer, or the request under way) instead of asking again once its remote has rendered.
 */
export function startFirstReads(reads: readonly FirstRead[], user: StoredUser) {
  for (const url of firstReadUrls(reads, user)) {
    void preload(url, () => request<unknown>('GET', url)).catch(() => undefined);
  }
}
