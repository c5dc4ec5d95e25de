import { expect, test, type Browser } from '@playwright/test';
import { apiCall } from '../../support/api';
import { expectNoAxeViolations, expectNoAxeViolationsAtBothWidths } from '../../support/axe';
import { searchBox } from '../../support/control-panel';
import { BASE_URL, REGISTRATOR } from '../../support/env';
import { expectSearchNarrows } from '../../support/lists';
import { adminToken } from '../../support/registration';

/** Logs in a fresh, anonymous browser: the new user's own first login. */
async function logInElsewhere(browser: Browser, email: string, password: string) {
  const context = await browser.newContext({ baseURL: BASE_URL, storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  const welcomed = page.getByRole('banner').getByRole('button', { name: 'Logout' });
  const ok = await welcomed.waitFor({ timeout: 10_000 }).then(
    () => true,
    () => false,
  );
  await context.close();
  return ok;
}

test('the administrator creates a user who then logs in, and resets their password', async ({ page, browser }) => {
  // A long journey with axe over large tables on a shared two-core machine.
  test.setTimeout(120_000);
  const email = `guide-${Date.now()}@example.com`;
  await page.goto('/controlPanel');
  await page.getByRole('navigation', { name: 'Control panel' }).getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL('/controlPanel/users');
  await expect(page.getByRole('table', { name: 'List of users' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Name').fill('Gina Guide');
  await page.getByLabel('Password', { exact: true }).fill('first-password-1');
  await page.getByLabel('Role').selectOption('Guide');
  await page.getByRole('button', { name: 'Add user' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'User has been created successfully!' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row.getByRole('cell').nth(1)).toHaveText('first-password-1');
  await expect(row.getByRole('cell').nth(3)).toHaveText('Guide');
  expect(await logInElsewhere(browser, email, 'first-password-1')).toBe(true);

  await row.getByRole('button', { name: /^Reset password/ }).click();
  await page.getByRole('alertdialog', { name: 'Reset password' }).getByRole('button', { name: 'Reset password', exact: true }).click();
  await expect(row.getByRole('cell').nth(1)).not.toHaveText('first-password-1');
  const given = (await row.getByRole('cell').nth(1).textContent())!.trim();
  expect(given.length).toBeGreaterThanOrEqual(8);
  expect(await logInElsewhere(browser, email, 'first-password-1')).toBe(false);
  expect(await logInElsewhere(browser, email, given)).toBe(true);

  // Given passwords live in the page only: after a reload none is shown.
  await page.reload();
  await page.getByRole('searchbox', { name: 'Search' }).fill(email);
  await expect(page.getByRole('row').filter({ hasText: email }).getByRole('cell').nth(1)).toHaveText(/^(not shown)?$/);
  await expectNoAxeViolations(page);
});

// The demo edition has fewer users than a page: the pages themselves are the same code as Leaders' (tested there).
test('users: a search narrows the list, usable at 375 px', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/controlPanel/users');
  const rows = page
    .getByRole('table', { name: 'List of users' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
  await expect(rows.first()).toBeVisible();
  await expectSearchNarrows(page, 'users', rows, 'admin@example.com');
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(page.getByRole('region', { name: 'Users table' })).toHaveAttribute('tabindex', '0');
  await expectNoAxeViolations(page);
});

test("users: each user's country after the spec's columns, and found by it", async ({ page }) => {
  test.setTimeout(90_000);
  const users = await apiCall<{ email: string; countryName: string | null }[]>(page.request, 'readUsers', {
    token: await adminToken(page),
  });
  const country = users.find((user) => user.email === REGISTRATOR.email)!.countryName!;
  await page.goto('/controlPanel/users');
  const table = page.getByRole('table', { name: 'List of users' });
  await expect(table.getByRole('columnheader')).toHaveText(['Email/Username', 'Given Password', 'Name', 'Role', 'Country', 'Actions']);
  await searchBox(page).fill(`${country} registrator`);
  const registrator = table.getByRole('row').filter({ hasText: REGISTRATOR.email });
  await expect(registrator.getByRole('cell').nth(4)).toHaveText(country);
  await searchBox(page).fill('admin@example.com');
  await expect(table.getByRole('row').filter({ hasText: 'admin@example.com' }).getByRole('cell').nth(4)).toHaveText('no country');
  await expectNoAxeViolationsAtBothWidths(page);
});
