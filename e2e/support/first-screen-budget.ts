import { expect, test, type Page } from '@playwright/test';
import { sharedLoaded } from './federation';
import { kBOf, listOf, scriptsOf, withZod } from './scripts';

/**
 * Each screen's JavaScript (gzip, as bench:bundle counts it) for the role the spec's project logs
 * in as, held to the budget measured for it (docs/benchmarks.md, the figure of 24 November 2026
 * and about 2% for the build's noise): a change that makes a signed-in phone download more fails
 * here, with the list of scripts. Lower each budget when a change lowers its screen's bytes.
 * Every screen is drawn in the plain UI, and must stay so: no UI library that styles in the browser
 * (the charts' kit and its emotion). Nor does a first screen bring zod: a form's validation loads
 * when the form is first used (lazyResolver in shared/src/forms).
 */
export function firstScreenBudgets(
  role: string,
  budgets: Record<string, number>,
  choices: Record<string, (page: Page) => Promise<void>> = {},
) {
  test.describe(`${role}'s phone`, () => {
    for (const [path, budget] of Object.entries(budgets)) {
      test(`downloads at most ${budget} kB of JavaScript, no UI library that styles in the browser and no zod on ${path}`, async ({
        page,
      }) => {
        // A screen that shows what was chosen on another (Edit Team its team) is chosen first, then opened afresh.
        await choices[path]?.(page);
        const scripts = await scriptsOf(page, path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const total = kBOf(scripts);
        test.info().annotations.push({ type: 'JavaScript', description: `${total.toFixed(1)} kB gzip` });
        expect(total, listOf(scripts)).toBeLessThanOrEqual(budget);
        expect(await sharedLoaded(page, '@olympiad/shared/ui')).toBe(false);
        expect(await sharedLoaded(page, '@emotion/react')).toBe(false);
        expect(withZod(scripts), 'the scripts that brought zod').toEqual([]);
      });
    }
  });
}
