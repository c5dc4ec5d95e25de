import { expect, test } from '@playwright/test';
import { sharedLoaded } from '../../support/federation';
import { kBOf, listOf, scriptsOf } from '../../support/scripts';

/** web.dev's budget for the scripts on a phone's critical path (issue 11: 170 kB; 171 since issue 32, see docs/benchmarks.md), gzip as bench:bundle counts it. */
const BUDGET_KB = 171;

test.describe("a visitor's phone", () => {
  for (const path of ['/', '/teams', '/schedule', '/information/rules']) {
    test(`downloads at most ${BUDGET_KB} kB of JavaScript and no UI library that styles in the browser on ${path}`, async ({ page }) => {
      const scripts = await scriptsOf(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(kBOf(scripts), listOf(scripts)).toBeLessThanOrEqual(BUDGET_KB);
      expect(await sharedLoaded(page, '@olympiad/shared/ui')).toBe(false);
      expect(await sharedLoaded(page, '@emotion/react')).toBe(false);
    });
  }
});
