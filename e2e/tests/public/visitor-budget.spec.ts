import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { sharedLoaded } from '../../support/federation';

/** web.dev's budget for the scripts on a phone's critical path (issue 11), gzip as bench:bundle counts it. */
const BUDGET_KB = 170;

/** Opens the page and sums its scripts, each compressed as gzip would send it. */
async function scriptsOf(page: Page, path: string) {
  const scripts: Promise<{ url: string; gzip: number }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(response.body().then((body) => ({ url: new URL(response.url()).pathname, gzip: gzipSync(body, { level: 9 }).length })));
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  return Promise.all(scripts);
}

test.describe("a visitor's phone", () => {
  for (const path of ['/', '/teams', '/schedule', '/information/rules']) {
    test(`downloads at most ${BUDGET_KB} kB of JavaScript and no UI library that styles in the browser on ${path}`, async ({ page }) => {
      const scripts = await scriptsOf(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const total = scripts.reduce((sum, script) => sum + script.gzip, 0) / 1024;
      expect(total, scripts.map((script) => `${script.url} ${(script.gzip / 1024).toFixed(1)} kB`).join('\n')).toBeLessThanOrEqual(BUDGET_KB);
      expect(await sharedLoaded(page, '@olympiad/shared/ui')).toBe(false);
      expect(await sharedLoaded(page, '@emotion/react')).toBe(false);
    });
  }
});
