import type { ContractKey } from '../contract/index.js';
import type { LocationOf, Optional } from './call-paths.js';
import { CALL_PATHS, download, urlOfCall } from '@olympiad/shared';

/**
 * Makes a call whose answer is a file to keep (a CSV export, a person's data, a letter made by a
 * POST) with the bearer token and XSRF header a plain link cannot send, and gives the file to the
 * browser's downloads under the server's name (its content-disposition), or `fallbackName`.
 * Answers the name it was saved under.
 */
export async function saveCallFile<K extends ContractKey>(
  key: K,
  fallbackName: string,
  ...[location]: Optional<LocationOf<K>>
): Promise<string> {
  const { blob, filename } = await download(urlOfCall(key, location as LocationOf<K>), CALL_PATHS[key].method);
  const name = filename ?? fallbackName;
  const objectUrl = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has handed the file to the browser's download.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 1000);
  return name;
}
