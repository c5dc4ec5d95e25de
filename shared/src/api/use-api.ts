import useSWR, { type SWRConfiguration } from 'swr';
import type { ResponseOf } from '../contract/index.js';
import type { ReadKey } from './api-client.js';
import type { LocationOf } from './call-paths.js';
import { request, urlOfCall } from '@olympiad/shared';

const read = (url: string) => request<unknown>('GET', url);

/**
 * An swr read by its contract key, its data typed by the call's response schema; `null` reads
 * nothing yet (the key is not known, or the user may not read it). The swr key is the call's URL.
 */
export function useApi<K extends ReadKey>(key: K, location: LocationOf<K> | null, options?: SWRConfiguration<ResponseOf<K>>) {
  return useSWR<ResponseOf<K>>(location ? urlOfCall(key, location) : null, read as (url: string) => Promise<ResponseOf<K>>, options);
}
