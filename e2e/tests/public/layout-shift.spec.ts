import { expect, test } from '@playwright/test';
import { layoutShiftOf, MAX_SHIFT, PHONE, recordLayoutShifts } from '../../support/layout-shift';

/** The pages a visitor lands on from a search or a link, each with its h1. */
const PAGES = [
  { path: '/', heading: null },
  { path: '/teams', heading: 'Participating teams' },
  { path: '/schedule', heading: 'Schedule' },
  { path: '/information/rules', heading: 'Rules' },
];

test.describe('the public pages on a phone', () => {
  test.use(PHONE);

  for (const { path, heading } of PAGES) {
    test(`${path} does not move while it loads`, async ({ page }) => {
      await recordLayoutShifts(page);
      await page.goto(path);
      if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      else await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/^\s*$/);
      await expect(page.getByRole('status')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      expect(await layoutShiftOf(page)).toBeLessThanOrEqual(MAX_SHIFT);
    });
  }
});
