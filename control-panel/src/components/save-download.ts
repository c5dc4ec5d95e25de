import { download } from '@olympiad/shared';

/**
 * Downloads a file the way the API hands it out (with the bearer token, which a plain link cannot
 * send) and gives it to the browser's downloads under the server's name, or `fallbackName`.
 * Answers the name it was saved under.
 */
export async function saveDownload(url: string, fallbackName: string): Promise<string> {
  const { blob, filename } = await download(url);
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
