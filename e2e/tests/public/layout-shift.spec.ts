import { expect, test } from '@playwright/test';

/** The pages a visitor lands on from a search or a link, each with its h1. */
const PAGES = [
  { path: '/', heading: null },
  { path: '/teams', heading: 'Participating teams' },
  { path: '/schedule', heading: 'Schedule' },
  { path: '/information/rules', heading: 'Rules' },
];

/** "Good" is ≤ 0.1 for Core Web Vitals; the product aims at ≤ 0.02. */
const MAX_SHIFT = 0.02;

test.describe('the public pages on a phone', () => {
  // Lighthouse's mobile screen: the first screen is where a shift is seen (and counted).
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

  for (const { path, heading } of PAGES) {
    test(`${path} does not move while it loads`, async ({ page }) => {
      // Every layout shift from the first paint on, as the browser reports it (buffered).
      await page.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
            if (!entry.hadRecentInput) shifts.push(entry.value);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(path);
      if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      else await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/^\s*$/);
      await expect(page.getByRole('status')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      const total = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0));
      expect(total).toBeLessThanOrEqual(MAX_SHIFT);
    });
  }
});
