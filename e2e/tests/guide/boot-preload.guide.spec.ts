import { expect, test, type Page } from '@playwright/test';

/** The scripts the page's head preloads. */
const preloadsOf = (page: Page) =>
  page.locator('head link[rel="preload"][as="script"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));

// A page the server does not draw (here a screen behind the login for a browser that holds the
// session in its storage only, as one logged in before the session cookie existed) names the
// shell's boot scripts itself, so that a phone fetches them together with main.js instead of one
// step after another.
test("an undrawn guide's page preloads the shell's boot scripts, and each one it preloads is used", async ({ page }) => {
  await page.context().clearCookies({ name: 'olympiad-session' });
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
  for (const path of ['/teams', '/guideHome']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await preloadsOf(page)).toEqual([]);
  }
});
