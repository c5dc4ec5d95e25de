import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { PNG_FLAG } from '../../support/images';

async function expectNoAxeViolationsOnAPhone(page: Page) {
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 375, height: 740 });
  await expectNoAxeViolations(page);
  await page.setViewportSize(size);
}

test('a registrator adds, edits and deletes a guest', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/');
  await page.getByRole('region', { name: 'Team registration' }).getByRole('button', { name: 'Add Guest' }).click();
  await expect(page).toHaveURL('/addGuest');
  await expect(page.getByRole('heading', { level: 1, name: 'Add Guest' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Please Fill Required Field!')).toHaveCount(5);
  await expectNoAxeViolations(page);
  await expectNoAxeViolationsOnAPhone(page);

  await page.getByLabel('Full name').fill('Gustav Guest');
  // A reload keeps what was typed, offered back.
  await expect.poll(() => page.evaluate(() => Object.keys(localStorage).some((k) => k.includes(':guest:new:')))).toBe(true);
  await page.reload();
  await page.getByRole('region', { name: 'Saved draft' }).getByRole('button', { name: 'Restore draft' }).click();
  await expect(page.getByLabel('Full name')).toHaveValue('Gustav Guest');

  await page.getByLabel('T-shirt size').selectOption('L');
  await page.getByLabel('Picture').setInputFiles(PNG_FLAG);
  await page.getByLabel('Time of arrival').fill('2025-09-03T20:00');
  await page.getByLabel('Arrival location').selectOption('Sofia Airport');
  await page.getByLabel('Time of departure').fill('2025-09-03T18:00');
  await page.getByLabel('Departure location').selectOption('Other');
  const inbound = page.getByRole('group', { name: 'Inbound journey' });
  await inbound.getByLabel('Carrier').fill('Lufthansa');
  await inbound.getByLabel('Flight or train number').fill('LH-1234!');
  await inbound.getByLabel('Terminal').fill('2');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('A flight or train number is letters and digits, such as LH 1234.')).toBeVisible();
  await expect(page.getByText('Departure must be after arrival.')).toBeVisible();
  await inbound.getByLabel('Flight or train number').fill('lh 1234');
  await page.getByLabel('Time of arrival').fill('2025-08-29T09:15');
  await page.getByRole('button', { name: 'Register' }).click();

  await expect(page).toHaveURL('/listGuests');
  await expect(page.getByRole('status').filter({ hasText: 'Guest has added successfully.' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Guests' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Gustav Guest' });
  await expect(row).toContainText('08/29/2025');
  await expect(row).toContainText('09/03/2025');
  await expect(row.getByRole('img', { name: 'Picture of Gustav Guest' })).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoAxeViolationsOnAPhone(page);

  await row.getByRole('button', { name: 'Edit Gustav Guest' }).click();
  await expect(page).toHaveURL('/addGuest');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Guest' })).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveValue('Gustav Guest');
  await expect(page.getByLabel('Time of arrival')).toHaveValue('2025-08-29T09:15');
  await expect(page.getByRole('group', { name: 'Inbound journey' }).getByLabel('Flight or train number')).toHaveValue('LH 1234');
  await expectNoAxeViolations(page);
  await page.getByLabel('Full name').fill('Gustava Guest');
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(page).toHaveURL('/listGuests');
  await expect(page.getByRole('status').filter({ hasText: 'Guest has edited successfully.' })).toBeVisible();
  const edited = page.getByRole('row').filter({ hasText: 'Gustava Guest' });
  await expect(edited).toBeVisible();

  await edited.getByRole('button', { name: 'Delete Gustava Guest' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete guest' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoAxeViolationsOnAPhone(page);
  // Focus starts on the harmless choice; Escape closes the dialog and focus goes back to the row's button.
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: 'Close Delete guest' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(edited.getByRole('button', { name: 'Delete Gustava Guest' })).toBeFocused();
  await edited.getByRole('button', { name: 'Delete Gustava Guest' }).click();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(edited).toBeVisible();
  await edited.getByRole('button', { name: 'Delete Gustava Guest' }).click();
  await dialog.getByRole('button', { name: 'Delete Gustava Guest' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Gustava Guest' })).toHaveCount(0);
  await expect(dialog).toHaveCount(0);
});
