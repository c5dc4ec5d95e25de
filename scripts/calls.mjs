// The api's calls as the benches send them: method and path come from each call's contract entry
// (shared's compiled contract, built by scripts/build.mjs), so a bench never spells a path itself.
import { CONTRACT, urlOf } from '@olympiad/shared/contract';

/** A call's method and URL by its contract key, its path params filled and its query appended. */
export function requestOf(key, params = {}, query = {}) {
  const { method, path } = CONTRACT[key];
  return { method, url: urlOf(path, params, query) };
}

/** How the benches' reports name a call: its method and its path as the contract writes it. */
export const labelOf = (key) => `${CONTRACT[key].method} ${CONTRACT[key].path}`;

/** The part of a call's path before its first param, to recognise its URLs among others. */
export const pathPrefixOf = (key) => CONTRACT[key].path.split('/:')[0];
