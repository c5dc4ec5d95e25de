import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';

test("leaders: every leader with picture, country, teams, phone and e-mail", async ({ page }) => {
  // A long journey with axe over large tables on a shared two-core machine.
  test.setTimeout(120_000);
  await page.goto('/controlPanel');
  await page.getByRole('navigation', { name: 'Control panel' }).getByRole('link', { name: 'Leaders' }).click();
  await expect(page).toHaveURL('/controlPanel/leaders');
  const table = page.getByRole('table', { name: 'Leaders' });
  await expect(table.getByRole('columnheader')).toHaveText(['Picture', 'Full name', 'Country', 'Teams', 'Phone number', 'Email']);
  const first = table.getByRole('row').nth(1);
  await expect(first.getByRole('img', { name: /^Picture of / })).toBeVisible();
  await expect(first.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  await expect(first.getByRole('cell').nth(3)).toHaveText(/\((Junior|Senior)/);
  await expectNoAxeViolations(page);
});
