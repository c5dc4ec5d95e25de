import { expect, test } from '@playwright/test';
import { sharedLoaded } from '../../support/federation';
import { kBOf, listOf, scriptsOf, withZod } from '../../support/scripts';

/**
 * web.dev's budget for the scripts on a phone's critical path (issue 11: 170 kB; 171 since issue 32;
 * issue 34's `/` plus about 2% since its login form's validation loads on first use, see
 * docs/benchmarks.md), gzip as bench:bundle counts it.
 */
const BUDGET_KB = 167;

test.describe("a visitor's phone", () => {
  for (const path of ['/', '/teams', '/schedule', '/information/rules']) {
    test(`downloads at most ${BUDGET_KB} kB of JavaScript, no UI library that styles in the browser and no zod on ${path}`, async ({
      page,
    }) => {
      const scripts = await scriptsOf(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(kBOf(scripts), listOf(scripts)).toBeLessThanOrEqual(BUDGET_KB);
      expect(await sharedLoaded(page, '@olympiad/shared/ui')).toBe(false);
      expect(await sharedLoaded(page, '@emotion/react')).toBe(false);
      // The home page's login form validates with zod once the visitor starts to type.
      expect(withZod(scripts), 'the scripts that brought zod').toEqual([]);
    });
  }
});
