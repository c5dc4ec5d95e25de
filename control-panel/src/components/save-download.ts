import { download } from '@olympiad/shared';

/**
 * Downloads a file the way the API hands it out (with the bearer token, which a plain link cannot
 * send) and gives it to the browser's downloads under the server's name, or `fallbackName`.
 * Answers the name it was saved under.
 */
export const saveDownload = async (url: string, fallbackName: string): Promise<string> => saveFile(await download(url), fallbackName);

/** Gives a file already downloaded (fileOfCall's) to the browser's downloads, as saveDownload does. */
export function saveFile({ blob, filename }: { blob: Blob; filename: string | null }, fallbackName: string): string {
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
