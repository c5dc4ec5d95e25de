import { expect, test } from '@playwright/test';
import { layoutShiftOf, MAX_SHIFT, PHONE, recordLayoutShifts } from '../../support/layout-shift';

test.describe("a registrator's home page on a phone", () => {
  test.use(PHONE);

  // The server draws the visitor's page (the login form); the session replaces it with the
  // welcome line and the registration panel, and nothing around them may move for it.
  test('does not move while the session replaces the login form', async ({ page }) => {
    await recordLayoutShifts(page);
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'List and Edit Teams' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await layoutShiftOf(page)).toBeLessThanOrEqual(MAX_SHIFT);
  });
});
