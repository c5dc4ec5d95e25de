import { expect, test } from '@playwright/test';
import { expectNoAxeViolationsAtBothWidths } from '../../support/axe';

/** A name of every country: Latin letters with their diacritics, new on every run. */
const NAME = `Zoë Núñez-${Date.now()
  .toString(36)
  .replace(/\d/g, (d) => 'ąćęłńóśźżé'[Number(d)]!)}`;

test('a guest named "Zoë Núñez" is registered; digits and other scripts are refused with the spec\'s message', async ({ page }) => {
  await page.goto('/addGuest');
  await expect(page.getByRole('heading', { level: 1, name: 'Add Guest' })).toBeVisible();
  const fullName = page.getByLabel('Full name');

  for (const refused of ['Zoë Núñez 2', 'Иван Петров']) {
    await fullName.fill(refused);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(fullName).toHaveAccessibleErrorMessage('Only latin letters and spaces allowed!');
  }
  await expectNoAxeViolationsAtBothWidths(page);

  await fullName.fill(NAME);
  await page.getByLabel('T-shirt size').selectOption('M');
  await page.getByLabel('Time of arrival').fill('2025-08-29T09:15');
  await page.getByLabel('Arrival location').selectOption('Sofia Airport');
  await page.getByLabel('Time of departure').fill('2025-09-03T18:00');
  await page.getByLabel('Departure location').selectOption('Other');
  await expect(fullName).not.toHaveAccessibleErrorMessage('Only latin letters and spaces allowed!');
  await page.getByRole('button', { name: 'Register' }).click();

  await expect(page).toHaveURL('/listGuests');
  await expect(page.getByRole('status').filter({ hasText: 'Guest has added successfully.' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: NAME })).toBeVisible();
  await expect(page.getByRole('img', { name: `Picture of ${NAME}` })).toBeVisible();
});
