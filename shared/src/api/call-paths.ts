import type { z } from 'zod';
import type { Contract, ContractKey } from '../contract/index.js';
import { urlOf, type PathParams } from '../contract/url.js';

/** Each call's method and path, by its key: the part of its contract entry a page needs to call it. */
type CallPaths = { readonly [K in ContractKey]: Pick<Contract[K], 'method' | 'path'> };

// Derived from the contract's entries when an app is built (webpack's DefinePlugin in
// shared/src/mf/webpack-config.mjs; in unit tests, jest.setup.ts): a page gets the method and path
// of the calls its app's code names, without downloading a schema. Here, in the one copy every
// app shares, it is the shell's (and shared's own) calls; each remote adds its own as it loads
// (shared/src/call-table). The only two modules that read the global.
declare const __CALL_PATHS__: Partial<CallPaths>;

/** The calls of the apps loaded so far, by key. */
export const CALL_PATHS: CallPaths = { ...__CALL_PATHS__ } as CallPaths;

/** Adds a remote's calls to the table (shared/src/call-table). */
export function addCallPaths(paths: Partial<CallPaths>): void {
  Object.assign(CALL_PATHS, paths);
}

/** A call's method and path; a call no loaded app names is a build's mistake, said plainly. */
export function callPathOf<K extends ContractKey>(key: K): CallPaths[K] {
  const entry = CALL_PATHS[key] as CallPaths[K] | undefined;
  if (!entry) throw new Error(`The call ${key} is in no call table of the apps loaded (shared/src/mf/call-keys.mjs).`);
  return entry;
}

type Input<S> = S extends z.core.$ZodType ? z.input<S> : undefined;
type PathOf<K extends ContractKey> = Contract[K]['path'];

/** The path's params, as the contract's params schema takes them (a role is one of its names). */
type ParamsInputOf<K extends ContractKey> = PathParams<PathOf<K>> & (Contract[K] extends { params: infer S } ? Input<S> : unknown);
/** The query a client sends (values the schema defaults may be left out). */
type QueryInputOf<K extends ContractKey> = Input<Contract[K] extends { query: infer S } ? S : undefined>;

type ParamsPart<K extends ContractKey> = keyof PathParams<PathOf<K>> extends never ? { params?: undefined } : { params: ParamsInputOf<K> };
type QueryPart<K extends ContractKey> = QueryInputOf<K> extends undefined ? { query?: undefined } : { query?: QueryInputOf<K> };

/** Where a call goes: its path's params and its query. */
export type LocationOf<K extends ContractKey> = ParamsPart<K> & QueryPart<K>;

/** The argument may be left out when all its fields may. */
export type Optional<T> = Partial<T> extends T ? [T?] : [T];

/**
 * The URL of a call: the contract's path with its params and query filled. An swr key, a boot
 * read and a save's revalidation all name a read by this string.
 */
export function urlOfCall<K extends ContractKey>(key: K, ...[location]: Optional<LocationOf<K>>): string {
  const { params, query } = (location ?? {}) as { params?: PathParams<string>; query?: Record<string, string | number | undefined> };
  return urlOf(callPathOf(key).path, params ?? {}, query);
}
