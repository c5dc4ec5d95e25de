import { expect, test } from '@playwright/test';

// The shell's boot scripts are named in the page itself, so that a phone fetches them together
// with main.js instead of one step after another; each is one the boot then uses.
test("the page preloads the shell's boot scripts, and each one it preloads is used", async ({ page }) => {
  const requested: string[] = [];
  const warnings: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && requested.push(new URL(request.url()).pathname));
  page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
  await page.goto('/teams');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const preloaded = await page.locator('head link[rel="preload"][as="script"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(preloaded.length).toBeGreaterThan(0);
  expect(requested).toEqual(expect.arrayContaining(preloaded));
  // Every script of the shell's own boot was preloaded: only main.js and the page's remote are found later.
  const shellScripts = requested.filter((path) => path !== '/main.js' && !path.startsWith('/remotes/'));
  expect(preloaded).toEqual(expect.arrayContaining(shellScripts));
  // Chromium warns of a preload not used within about three seconds.
  await page.waitForTimeout(3_500);
  expect(warnings.filter((warning) => warning.includes('preload'))).toEqual([]);
});
