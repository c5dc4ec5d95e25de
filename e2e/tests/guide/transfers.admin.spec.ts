import { expect, test } from '@playwright/test';

test("an organiser opens Transfers from the control panel's menu and finds the way back", async ({ page }) => {
  await page.goto('/controlPanel');
  await page.getByRole('navigation', { name: 'Control panel' }).getByRole('link', { name: 'Transfers' }).click();
  await expect(page).toHaveURL('/transfers');
  await expect(page.getByRole('heading', { name: 'Transfers' })).toBeVisible();
  await expect(page.getByText('Your team')).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to the control panel' }).click();
  await expect(page).toHaveURL('/controlPanel');
  await expect(page.getByRole('navigation', { name: 'Control panel' })).toBeVisible();
});
