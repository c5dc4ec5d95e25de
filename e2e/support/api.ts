import type { APIRequestContext } from '@playwright/test';
import { CONTRACT, urlOf, type Contract, type ContractKey, type PathParams } from '@olympiad/shared/contract';

type Query = Record<string, string | number | undefined>;

/** A call's URL, as the front end builds it: the contract's path with its params filled, and the query. */
export function urlOfCall<K extends ContractKey>(key: K, params?: PathParams<Contract[K]['path']>, query?: Query): string {
  return urlOf(CONTRACT[key].path, params ?? ({} as PathParams<Contract[K]['path']>), query);
}

/**
 * Makes a call by its contract key (its method and path) as the browser would: XSRF cookie
 * echoed in the header, bearer token when given. Answers the JSON, or a file's bytes (a Buffer).
 */
export async function apiCall<T>(
  request: APIRequestContext,
  key: ContractKey,
  { params, query, token, data }: { params?: Record<string, string | number>; query?: Query; token?: string; data?: unknown } = {},
): Promise<T> {
  const { method, path } = CONTRACT[key];
  const url = urlOf<string>(path, params ?? {}, query);
  const state = await request.storageState();
  let xsrf = state.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value;
  if (!xsrf) {
    await request.get(urlOfCall('readReadiness'));
    xsrf = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value;
  }
  const headers: Record<string, string> = { 'X-XSRF-TOKEN': xsrf ?? '' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await request.fetch(url, { method, headers, data });
  if (!response.ok()) throw new Error(`${method} ${url} answered ${response.status()}: ${await response.text()}`);
  if (response.status() === 204) return undefined as T;
  // A file (a PDF) as its bytes.
  if (!(response.headers()['content-type'] ?? '').includes('json')) return (await response.body()) as T;
  return (await response.json()) as T;
}
