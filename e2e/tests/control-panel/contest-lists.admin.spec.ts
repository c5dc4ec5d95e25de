import { expect, test, type Page } from '@playwright/test';

const SAVED = 'Contest settings have been saved successfully!';

const openSettings = async (page: Page) => {
  await page.getByRole('navigation', { name: 'Control panel' }).getByRole('link', { name: 'Contest settings' }).click();
  await expect(page).toHaveURL('/controlPanel/contest');
};
const openCommittee = async (page: Page) => {
  await page.getByRole('navigation', { name: 'Control panel' }).getByRole('link', { name: 'Committee' }).click();
  await expect(page).toHaveURL('/controlPanel/committee');
};
const save = (page: Page) => page.getByRole('button', { name: 'Save settings' }).click();

test("contest settings' lists: a new T-shirt size is offered at once, and cannot be removed while someone has it", async ({ page }) => {
  test.setTimeout(120_000);
  const name = `Lists_${Date.now() % 100000} Test`;
  await page.goto('/controlPanel');
  await openSettings(page);
  const sizes = page.getByRole('group', { name: 'T-shirt sizes' });
  await expect(sizes.getByRole('textbox')).toHaveCount(6);
  await sizes.getByRole('button', { name: 'Add to T-shirt sizes' }).click();
  await sizes.getByLabel('T-shirt size 7').fill('XXXL');
  await save(page);
  await expect(page.getByRole('status').filter({ hasText: SAVED })).toBeVisible();

  // Offered by the panel's forms without reloading the page.
  await openCommittee(page);
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('T-shirt size').selectOption('XXXL');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Person has been added successfully.' })).toBeVisible();
  const row = page.getByRole('table', { name: 'List of people for committees' }).getByRole('row').filter({ hasText: name });
  await expect(row.getByRole('cell').nth(2)).toHaveText('XXXL');

  await openSettings(page);
  await sizes.getByRole('button', { name: 'Remove T-shirt size 7' }).click();
  await save(page);
  await expect(sizes.getByRole('alert')).toHaveText('"XXXL" cannot be removed: 1 person uses it.');
  await expect(sizes.getByRole('textbox')).toHaveCount(6);

  // Other specs rely on the seeded sizes: the person's size is changed and the size removed.
  await openCommittee(page);
  await row.getByRole('button', { name: /^Edit/ }).click();
  await page.getByLabel('T-shirt size').selectOption('M');
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Person has been edited successfully.' })).toBeVisible();
  await openSettings(page);
  await expect(sizes.getByRole('textbox')).toHaveCount(7);
  await sizes.getByRole('button', { name: 'Remove T-shirt size 7' }).click();
  await save(page);
  await expect(page.getByRole('status').filter({ hasText: SAVED }).last()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('group', { name: 'T-shirt sizes' }).getByRole('textbox')).toHaveCount(6);
});
