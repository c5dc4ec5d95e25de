import { BOOT_DATA_ID, type BootData } from '../routes/index.js';

let read: BootData | null | undefined;

/** The data the server wrote into index.html; `null` when the page has none (the dev server). */
export function readBootData(): BootData | null {
  if (read === undefined) {
    const text = typeof document === 'undefined' ? null : document.getElementById(BOOT_DATA_ID)?.textContent;
    try {
      read = text ? (JSON.parse(text) as BootData) : null;
    } catch {
      read = null;
    }
  }
  return read;
}
