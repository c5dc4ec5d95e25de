import type { ContractKey } from '../contract/index.js';
import { fileOfCall, type RequestOf } from './api-client.js';
import type { Optional } from './call-paths.js';

/**
 * Gives a file already fetched (fileOfCall's) to the browser's downloads under the server's name
 * (its content-disposition), or `fallbackName`. Answers the name it was saved under.
 */
function saveFile({ blob, filename }: { blob: Blob; filename: string | null }, fallbackName: string): string {
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

/**
 * Makes a call whose answer is a file to keep (a CSV export, a person's data, a letter made by a
 * POST) with the bearer token and XSRF header a plain link cannot send, and saves it (saveFile).
 */
export async function saveCallFile<K extends ContractKey>(key: K, fallbackName: string, ...call: Optional<RequestOf<K>>): Promise<string> {
  return saveFile(await fileOfCall(key, ...call), fallbackName);
}
