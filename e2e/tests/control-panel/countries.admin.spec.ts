import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, expectNoAxeViolationsAtBothWidths } from '../../support/axe';
import { searchBox } from '../../support/control-panel';
import { ADMIN } from '../../support/env';
import { PNG_FLAG } from '../../support/images';
import { logIn } from '../../support/login';

/** A login of the test's own: its Logout ends that token on the server, and the project's stored one must go on. */
async function logInForThisTest(page: Page) {
  await page.goto('/');
  await page.evaluate(() => localStorage.clear());
  await logIn(page, ADMIN.email, ADMIN.password);
}

test('the administrator adds, edits and deletes a country, then logs out', async ({ page }) => {
  await logInForThisTest(page);
  await page.getByRole('button', { name: 'Control Panel' }).click();
  await expect(page).toHaveURL('/controlPanel');
  await expect(page.getByRole('heading', { level: 1, name: 'Control Panel' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Control panel' }).getByRole('link', { name: 'Countries' }).click();
  await expect(page).toHaveURL('/controlPanel/countries');

  await page.getByLabel('Name').fill('Atlantis');
  await page.getByLabel('Flag').setInputFiles(PNG_FLAG);
  await page.getByRole('button', { name: 'Add Country' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Country has been created successfully!' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Atlantis' });
  await expect(row.getByRole('img', { name: 'Flag of Atlantis' })).toBeVisible();
  await expectNoAxeViolations(page);

  await row.getByRole('button', { name: /^Edit/ }).click();
  await expect(page.getByRole('button', { name: 'Edit Country' })).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue('Atlantis');
  await page.getByLabel('Name').fill('Atlantis Nova');
  await page.getByRole('button', { name: 'Edit Country' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Country has been editted successfully!' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Country' })).toBeVisible();
  const renamed = page.getByRole('row').filter({ hasText: 'Atlantis Nova' });
  await expect(renamed.getByRole('img', { name: 'Flag of Atlantis Nova' })).toBeVisible();

  await renamed.getByRole('button', { name: /^Delete/ }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete country' });
  await expect(confirm).toContainText('Delete Atlantis Nova and its flag? This cannot be undone.');
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Delete Atlantis Nova' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Country has been deleted successfully!' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Atlantis' })).toHaveCount(0);

  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' })).toBeVisible();
});

test("a country still in use is kept: Delete asks first, Cancel keeps it, and the server's reason follows Error!", async ({ page }) => {
  await page.goto('/controlPanel/countries');
  const row = page.getByRole('row').filter({ hasText: 'Bulgaria' }).first();
  await row.getByRole('button', { name: /^Delete/ }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete country' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await row.getByRole('button', { name: /^Delete/ }).click();
  await confirm.getByRole('button', { name: 'Delete Bulgaria' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Error! The country is in use by users, people or teams and cannot be deleted.' }),
  ).toBeVisible();
  await expect(row).toBeVisible();
});

test("the demo's hundred countries: a search finds one by name, and each row offers Edit before Delete", async ({ page }) => {
  await page.goto('/controlPanel/countries');
  const table = page.getByRole('table', { name: 'Countries' });
  await expect(page.getByText(/^\d{3} countries$/)).toBeVisible();
  await searchBox(page).fill('herzeg');
  await expect(table.getByRole('row')).toHaveCount(2);
  const row = table.getByRole('row').nth(1);
  await expect(row.getByRole('cell', { name: 'Bosnia and Herzegovina', exact: true })).toBeVisible();
  await expect(page.getByText(/^1 of \d{3} countries$/)).toBeVisible();
  await expect(row.getByRole('button')).toHaveText(['Edit Bosnia and Herzegovina', 'Delete Bosnia and Herzegovina']);
  await expectNoAxeViolationsAtBothWidths(page);

  await row.getByRole('button', { name: 'Edit Bosnia and Herzegovina' }).click();
  await expect(page.getByLabel('Name')).toHaveValue('Bosnia and Herzegovina');
  await expect(page.getByLabel('Name')).toBeFocused();
  await searchBox(page).fill('no such country');
  await expect(page.getByText('No countries match the search.')).toBeVisible();
});

test('a country needs a name', async ({ page }) => {
  await page.goto('/controlPanel/countries');
  await page.getByRole('button', { name: 'Add Country' }).click();
  await expect(page.getByText('Please Fill Required Field!')).toBeVisible();
});

test("the public-site remote reacts to the shell's logout (one auth instance)", async ({ page }) => {
  await logInForThisTest(page);
  await expect(page.getByRole('button', { name: 'Control Panel' })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Control Panel' })).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('button', { name: 'Log in' })).toBeVisible();
});

test('a control panel that fails to load shows a friendly error, and the rest keeps working', async ({ page }) => {
  await page.route('**/remotes/control-panel/**', (route) => route.abort());
  await page.goto('/controlPanel');
  await expect(page.getByText('This part of the site could not be loaded.')).toBeVisible();
  await expectNoAxeViolations(page);

  // Client-side navigation: the same page, with the failed remote still in memory.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link').first().click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Control Panel' })).toBeVisible();

  await page.unroute('**/remotes/control-panel/**');
  await page.getByRole('button', { name: 'Control Panel' }).click();
  await expect(page.getByText('This part of the site could not be loaded.')).toBeVisible();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Control Panel' })).toBeVisible();
});
