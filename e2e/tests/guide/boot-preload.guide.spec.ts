import { expect, test, type Page } from '@playwright/test';

/** The scripts the page's head preloads. */
const preloadsOf = (page: Page) =>
  page.locator('head link[rel="preload"][as="script"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));

// A screen behind the login comes undrawn: the shell's boot scripts are named in the page itself,
// so that a phone fetches them together with main.js instead of one step after another.
test("a guide's page preloads the shell's boot scripts, and each one it preloads is used", async ({ page }) => {
  const requested: string[] = [];
  const warnings: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && requested.push(new URL(request.url()).pathname));
  page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
  await page.goto('/guideHome');
  await expect(page.getByRole('heading', { level: 1, name: 'My teams' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const preloaded = await preloadsOf(page);
  expect(preloaded.length).toBeGreaterThan(0);
  expect(requested).toEqual(expect.arrayContaining(preloaded));
  // Every script of the shell's own boot was preloaded: only main.js and the guide remote are found later.
  const shellScripts = requested.filter((path) => path !== '/main.js' && !path.startsWith('/remotes/'));
  expect(preloaded).toEqual(expect.arrayContaining(shellScripts));
  // Chromium warns of a preload not used within about three seconds.
  await page.waitForTimeout(3_500);
  expect(warnings.filter((warning) => warning.includes('preload'))).toEqual([]);
});

test('a page the server draws preloads nothing: its pictures come first', async ({ page }) => {
  await page.goto('/teams');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await preloadsOf(page)).toEqual([]);
});
