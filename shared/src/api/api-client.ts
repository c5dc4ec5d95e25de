import type { z } from 'zod';
import type { BodyInputOf, Contract, ContractKey, ResponseOf } from '../contract/index.js';
import { ROUTES } from '../contract/routes.js';
import { urlOf, type PathParams } from '../contract/url.js';
import { request } from '@olympiad/shared';

// Only types come from the contract: the browser loads ROUTES and the URL helpers, never a schema.
// Not part of the @olympiad/shared entry, which every page (a visitor's too) downloads whole: the
// lookup by call key keeps the whole route table, so only the remotes that call by key load it.
// `request` comes through that entry, so the token and the 401 handling are the shell's one auth.

type Input<S> = S extends z.core.$ZodType ? z.input<S> : undefined;
type PathOf<K extends ContractKey> = (typeof ROUTES)[K]['path'];

/** The path's params, as the contract's params schema takes them (a role is one of its names). */
export type ParamsInputOf<K extends ContractKey> = PathParams<PathOf<K>> &
  (Contract[K] extends { params: infer S } ? Input<S> : unknown);
/** The query a client sends (values the schema defaults may be left out). */
export type QueryInputOf<K extends ContractKey> = Input<Contract[K] extends { query: infer S } ? S : undefined>;

type ParamsPart<K extends ContractKey> = keyof PathParams<PathOf<K>> extends never
  ? { params?: undefined }
  : { params: ParamsInputOf<K> };
type QueryPart<K extends ContractKey> = QueryInputOf<K> extends undefined ? { query?: undefined } : { query?: QueryInputOf<K> };
type BodyPart<K extends ContractKey> = BodyInputOf<K> extends undefined ? { body?: undefined } : { body: BodyInputOf<K> };

/** Where a call goes: its path's params and its query. */
export type LocationOf<K extends ContractKey> = ParamsPart<K> & QueryPart<K>;
/** Everything a call sends; `headers` adds the call's own (an edit's If-Match). */
export type RequestOf<K extends ContractKey> = LocationOf<K> & BodyPart<K> & { headers?: Record<string, string> };

/** The calls that read (GET): the ones an swr hook may cache (use-api.ts). */
export type ReadKey = { [K in ContractKey]: (typeof ROUTES)[K]['method'] extends 'GET' ? K : never }[ContractKey];

// The argument may be left out when all its fields may.
type Optional<T> = Partial<T> extends T ? [T?] : [T];

/**
 * The URL of a call: the contract's path with its params and query filled. It is the string
 * `API.*` builds, so an swr key, a boot read and a save's revalidation name the same entry.
 */
export function urlOfCall<K extends ContractKey>(key: K, ...[location]: Optional<LocationOf<K>>): string {
  const { params, query } = (location ?? {}) as { params?: PathParams<string>; query?: Record<string, string | number | undefined> };
  return urlOf(ROUTES[key].path, params ?? {}, query);
}

/**
 * One call by its contract key: the method and path are the contract's, the params, query and
 * body are typed by its schemas and the answer by its response schema. Sent through `request`
 * (bearer token, XSRF header, problem details → ApiError, a 401 logs out).
 */
export function callApi<K extends ContractKey>(key: K, ...[call]: Optional<RequestOf<K>>): Promise<ResponseOf<K>> {
  const { body, headers } = (call ?? {}) as { body?: unknown; headers?: Record<string, string> };
  return request<ResponseOf<K>>(ROUTES[key].method, urlOfCall(key, call as LocationOf<K>), body, headers);
}
