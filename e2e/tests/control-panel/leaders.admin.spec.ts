import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { expectPagesMove, expectSearchNarrows } from '../../support/lists';

test('leaders: every leader with picture, country, teams, phone and e-mail', async ({ page }) => {
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

test('leaders: a search narrows the list, the pages move, usable at 375 px', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/controlPanel/leaders');
  const rows = page
    .getByRole('table', { name: 'Leaders' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
  await expectPagesMove(page, 'leaders', rows, 25);
  const country = (await rows.nth(3).getByRole('cell').nth(2).textContent())!;
  await expectSearchNarrows(page, 'leaders', rows, country);

  await page.setViewportSize({ width: 375, height: 740 });
  // The table scrolls sideways inside a named region the keyboard can reach.
  await expect(page.getByRole('region', { name: 'Leaders table' })).toHaveAttribute('tabindex', '0');
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(10_000);
});
