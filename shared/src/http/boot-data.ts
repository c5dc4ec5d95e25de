import { preload } from 'swr';
import { auth } from '../auth/auth-store.js';
import { urlOfCall } from '../api/call-paths.js';
import { contestUrl } from './contest.js';
import { BOOT_DATA_ID, type BootData, type DrawnFor } from '../routes/boot-data.js';
import { heldSelections } from '../selection/session-selection.js';
import { fetcher, publicRead } from './client.js';
import { followBootContest } from './edition.js';

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
 * Whether a screen behind the login was drawn for the session this browser holds: its user, and
 * the selections of this tab (another tab may have chosen another team since).
 */
export function drawnForThisSession(drawnFor: DrawnFor): boolean {
  const held = heldSelections();
  const keys = new Set([...Object.keys(held), ...Object.keys(drawnFor.selections)]);
  return auth.getState().user?.id === drawnFor.user && [...keys].every((key) => held[key] === drawnFor.selections[key]);
}

/**
 * The reads a page starts from: those it carries, and those it names for the browser to fetch,
 * as a visitor gets them (a public page was drawn for everyone), or with the user's token (a
 * screen behind the login drawn for them). Rejects when one cannot be had: a drawn page cannot
 * then be taken over as it was drawn.
 */
export async function fetchBootReads(): Promise<Record<string, unknown>> {
  const boot = readBootData();
  const read = boot?.drawnFor ? fetcher : publicRead;
  const fetched = await Promise.all((boot?.fetched ?? []).map(async (url) => [url, await read<unknown>(url)] as const));
  return { ...boot?.reads, ...Object.fromEntries(fetched) };
}

/**
 * The public reads the page started from are the SWR fallback of the whole app (the shell passes
 * them), so that a server-drawn page hydrates from the very data it was drawn from and no screen
 * asks for them again. This hands each list's first revalidation, when its screen mounts, the
 * answer the page already holds; the contest's hook never revalidates on mount, and a preloaded
 * answer would wait there to be handed, stale, to the revalidation after an edit. A signed-in
 * user's lists on a public page are not handed theirs: the teams list shows them whole the teams
 * they see in their own screens, so it is asked again with their token once drawn as the page
 * was (a screen drawn for them was read with their token already). Starts the
 * contest's load when the page came without it, and for a logged-in user the enumerations' (only
 * the forms behind a login use them).
 */
export function preloadBootReads(reads: Record<string, unknown>) {
  followBootContest(reads);
  const { isLoggedIn } = auth.getState();
  const boot = isLoggedIn ? readBootData() : null;
  const askedAgain = new Set(boot?.drawnFor ? [] : boot?.fetched);
  for (const [url, value] of Object.entries(reads)) {
    if (url !== contestUrl() && !askedAgain.has(url)) void preload(url, () => Promise.resolve(value));
  }
  if (!(contestUrl() in reads)) void preload(contestUrl(), fetcher).catch(() => undefined);
  if (auth.getState().isLoggedIn) void preload(urlOfCall('readEnumerations'), fetcher).catch(() => undefined);
}
