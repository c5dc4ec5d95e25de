import type { BodyInputOf, Contract, ContractKey, ResponseOf } from '../contract/index.js';
import type { LocationOf, Optional } from './call-paths.js';
import { callPathOf, download, request, urlOfCall, type CALL_PATHS } from '@olympiad/shared';

// Only types come from the contract: the browser loads each call's method and path (CALL_PATHS),
// never a schema. The table, `urlOfCall` and `request` come through the @olympiad/shared entry,
// which every app shares as one copy: one table that each remote adds its calls to, and the
// shell's one auth (the token and the 401 handling).

/** A JSON body as the contract's body schema takes it, or an upload's form data (its file). */
type BodyPart<K extends ContractKey> = Contract[K] extends { upload: true }
  ? { body: FormData }
  : BodyInputOf<K> extends undefined
    ? { body?: undefined }
    : { body: BodyInputOf<K> };

/** Everything a call sends; `headers` adds the call's own (an edit's If-Match). */
export type RequestOf<K extends ContractKey> = LocationOf<K> & BodyPart<K> & { headers?: Record<string, string> };

/** The calls that read (GET): the ones an swr hook may cache (use-api.ts). */
export type ReadKey = { [K in ContractKey]: (typeof CALL_PATHS)[K]['method'] extends 'GET' ? K : never }[ContractKey];

/**
 * One call by its contract key: the method and path are the contract's, the params, query and
 * body are typed by its schemas and the answer by its response schema. Sent through `request`
 * (bearer token, XSRF header, problem details → ApiError, a 401 logs out).
 */
export function callApi<K extends ContractKey>(key: K, ...[call]: Optional<RequestOf<K>>): Promise<ResponseOf<K>> {
  const { body, headers } = (call ?? {}) as { body?: unknown; headers?: Record<string, string> };
  return request<ResponseOf<K>>(callPathOf(key).method, urlOfCall(key, call as LocationOf<K>), body, headers);
}

/**
 * A call that answers a file (the contract's `produces`: a PDF): its bytes and the name its
 * content-disposition gives, sent as callApi sends (a POST's body and XSRF header too).
 */
export function fileOfCall<K extends ContractKey>(
  key: K,
  ...[call]: Optional<RequestOf<K>>
): Promise<{ blob: Blob; filename: string | null }> {
  const { body } = (call ?? {}) as { body?: unknown };
  return download(urlOfCall(key, call as LocationOf<K>), callPathOf(key).method, body);
}
