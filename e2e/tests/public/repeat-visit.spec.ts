import { expect, test, type BrowserContext } from '@playwright/test';
import { urlOfCall } from '../../support/api';

/** A content-hashed file: the shell's and every remote's chunks (`123.3f9a0c1b.js`), not the entry files. */
const isHashedChunk = (path: string) => /\.[0-9a-f]{8,}\.js$/.test(path);
/** Where the pictures are served: the picture call's path without its id. */
const PICTURES = urlOfCall('readPicture', { id: '' });
const isPicture = (path: string) => path.startsWith(PICTURES);

interface Fetched {
  path: string;
  /** Answered by the browser's HTTP cache: the request never reached the server. */
  fromCache: boolean;
  status: number;
  cacheControl: string | undefined;
}

/**
 * Opens /teams in a new tab of the same browser (one HTTP cache), waits until every team is in the
 * document and the network is quiet, and returns what the tab loaded, from Chromium's own record
 * (DevTools protocol): whether each response came from the network or from the cache. Playwright's
 * request interception is not used, as it turns the cache off.
 */
async function visitTeams(context: BrowserContext): Promise<Fetched[]> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const fetched = new Map<string, Fetched>();
  const servedFromCache = new Set<string>();
  cdp.on('Network.requestServedFromCache', ({ requestId }) => servedFromCache.add(requestId));
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    const url = new URL(response.url);
    if (!url.protocol.startsWith('http')) return;
    const headers = Object.fromEntries(Object.entries(response.headers).map(([name, value]) => [name.toLowerCase(), String(value)]));
    fetched.set(requestId, {
      path: url.pathname,
      fromCache: Boolean(response.fromDiskCache || response.fromPrefetchCache || servedFromCache.has(requestId)),
      status: response.status,
      cacheControl: headers['cache-control'],
    });
  });
  await cdp.send('Network.enable');

  const teams = await page.request.get(urlOfCall('readTeams')).then((response) => response.json() as Promise<unknown[]>);
  await page.goto('/teams');
  await expect(page.getByRole('article')).toHaveCount(teams.length);
  await expect
    .poll(() =>
      page
        .locator(`article img[src^="${PICTURES}"]`)
        .first()
        .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
    )
    .toBe(true);
  await page.waitForLoadState('networkidle');
  await cdp.detach();
  await page.close();
  return [...fetched.values()];
}

test('a repeat visit downloads no hashed chunk and no picture again, and asks for the page afresh', async ({ context }) => {
  const first = await visitTeams(context);
  const downloaded = first.filter((file) => !file.fromCache && (isHashedChunk(file.path) || isPicture(file.path)));
  expect(downloaded.filter((file) => isHashedChunk(file.path)).length).toBeGreaterThan(0);
  expect(downloaded.filter((file) => isPicture(file.path)).length).toBeGreaterThan(0);
  for (const file of downloaded) expect(file.cacheControl, file.path).toBe('public, max-age=31536000, immutable');
  expect(first.find((file) => file.path === '/teams')?.cacheControl).toBe('no-cache');

  const second = await visitTeams(context);
  const again = new Set(downloaded.map((file) => file.path));
  expect(second.filter((file) => !file.fromCache && again.has(file.path)).map((file) => file.path)).toEqual([]);
  // The same files were used, from the cache.
  expect(second.filter((file) => file.fromCache && isHashedChunk(file.path)).length).toBeGreaterThan(0);
  expect(second.filter((file) => file.fromCache && isPicture(file.path)).length).toBeGreaterThan(0);
  // index.html is no-cache: the browser asks the server for it again, so a new release is seen at once.
  expect(second.find((file) => file.path === '/teams')).toMatchObject({ fromCache: false });
});
