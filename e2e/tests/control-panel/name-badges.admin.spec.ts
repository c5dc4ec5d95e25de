import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, expectNoAxeViolationsAtBothWidths } from '../../support/axe';
import { openSection } from '../../support/control-panel';

/** The Name badges section, from its own menu entry, as an organiser prints a country's or a role's badges. */
test.describe.configure({ timeout: 120_000 });

const badgesForm = (page: Page) => page.getByRole('form', { name: 'Name badges' });

/** Downloads the chosen badges: the file is named after the choice, and the snack says so. */
async function downloaded(page: Page, name: string) {
  const download = page.waitForEvent('download');
  await badgesForm(page).getByRole('button', { name: 'Download badges' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(name);
  const bytes = await readFile((await file.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expect(page.getByRole('status').filter({ hasText: `${name} has been downloaded.` })).toBeVisible();
}

test("opens from the menu; downloads one country's badges four to an A4 page, and one role's one to an A6 page, each file named after the choice", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openSection(page, 'Name badges', '/controlPanel/badges');
  const form = badgesForm(page);
  await expect(form.getByLabel('People')).toHaveValue('all');
  await expectNoAxeViolations(page);

  await form.getByLabel('People').selectOption({ label: 'One country' });
  await form.getByLabel('Layout').selectOption({ label: 'A4, four badges a page with cut marks' });
  await form.getByRole('button', { name: 'Download badges' }).click();
  await expect(form.getByText('Please Fill Required Field!')).toBeVisible();
  await form.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'Bulgaria' });
  await expect(form.getByText('Please Fill Required Field!')).toBeHidden();
  await expectNoAxeViolations(page);
  await downloaded(page, 'badges-2025-bulgaria-a4.pdf');

  await form.getByLabel('People').selectOption({ label: 'One role' });
  await form.getByLabel('Role').selectOption({ label: 'Guide' });
  await form.getByLabel('Layout').selectOption({ label: 'A6, one badge a page' });
  await downloaded(page, 'badges-2025-guides-a6.pdf');
});

test('the Name badges section passes axe at 1280 and 375 px; Teams no longer carries the form', async ({ page }) => {
  await page.goto('/controlPanel/badges');
  await badgesForm(page).getByLabel('People').selectOption({ label: 'One role' });
  await expect(badgesForm(page).getByRole('button', { name: 'Download badges' })).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page);

  await page.goto('/controlPanel/teams');
  await expect(page.getByRole('table', { name: 'Teams' })).toBeVisible();
  await expect(badgesForm(page)).toHaveCount(0);
});
