import { mutate, preload } from 'swr';
import { API } from '../routes/api-urls.js';
import { BOOT_DATA_ID, type BootData } from '../routes/index.js';
import { fetcher } from './client.js';

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

/**
 * Puts the public reads the page came with into the cache before the first render, so that a
 * server-drawn page hydrates from the very data it was drawn from and no screen asks for them
 * again; starts the contest's and the enumerations' loads when the page came without them.
 */
export function preloadBootReads() {
  const reads = readBootData()?.reads ?? {};
  for (const [url, value] of Object.entries(reads)) {
    void mutate(url, value, { revalidate: false });
    // A list's hook revalidates when it mounts: this hands that first call the answer the page
    // already holds. The contest's hook never revalidates on mount, so a preloaded answer would
    // wait there and be handed, stale, to the revalidation after an edit.
    if (url !== API.contest) void preload(url, () => Promise.resolve(value));
  }
  if (!(API.contest in reads)) void preload(API.contest, fetcher).catch(() => undefined);
  void preload(API.enums, fetcher).catch(() => undefined);
}
