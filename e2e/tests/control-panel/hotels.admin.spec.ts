import { expect, test } from '@playwright/test';
import { expectNoAxeViolationsAtBothWidths } from '../../support/axe';
import { ownCountryName } from '../../support/control-panel';

/**
 * Contest settings' Hotels form: a hotel of the spec's own added with two room types, saved, read
 * back after a reload, then removed again, so that no other spec's rooms change.
 */
const HOTEL = ownCountryName('Hotel');

test('hotels: a hotel with its room types added, saved, read back, and removed', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/controlPanel/contest');
  await expect(page.getByRole('heading', { level: 2, name: 'Contest settings' })).toBeVisible();
  // Under the contest's and the letters' forms, the hotels load as they near the screen.
  const form = page.getByRole('form', { name: 'Hotels' });
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(form.getByRole('heading', { level: 2, name: 'Hotels' })).toBeVisible({ timeout: 1000 });
  }).toPass();
  await expect(form.getByRole('button', { name: 'Add hotel' })).toBeVisible();
  const hotels = form.getByRole('group', { name: /^Hotel \d+$/ });
  // Ours, whatever the other hotels of the edition: named by its Remove button once it has a name.
  const hotel = hotels.filter({ has: page.getByRole('button', { name: `Remove hotel ${HOTEL}` }) });

  await form.getByRole('button', { name: 'Add hotel' }).click();
  await hotels.last().getByLabel('Hotel name').fill(HOTEL);
  await expect(hotel).toHaveCount(1);
  await hotel.getByLabel('Address').fill('12 Vitosha Blvd, Sofia');
  await hotel.getByLabel('Room type').fill('Triple');
  await hotel.getByLabel('Beds').fill('3');
  await hotel.getByLabel('Rooms').fill('2');
  await hotel.getByRole('button', { name: `Add room type to ${HOTEL}` }).click();
  await hotel.getByLabel('Room type').nth(1).fill('Single');
  await hotel.getByLabel('Beds').nth(1).fill('1');
  await hotel.getByLabel('Rooms').nth(1).fill('1');
  await expect(hotel.getByRole('button', { name: 'Remove room type Single' })).toBeVisible();
  await form.getByRole('button', { name: 'Save hotels' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Hotels saved.' })).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page);

  await page.reload();
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(hotel).toBeVisible({ timeout: 1000 });
  }).toPass();
  await expect(hotel.getByLabel('Hotel name')).toHaveValue(HOTEL);
  await expect(hotel.getByLabel('Address')).toHaveValue('12 Vitosha Blvd, Sofia');
  await expect(hotel.getByLabel('Room type').first()).toHaveValue('Triple');
  await expect(hotel.getByLabel('Rooms').first()).toHaveValue('2');
  await expect(hotel.getByLabel('Rooms').first()).toHaveAccessibleDescription('0 of 6 beds taken');
  await expect(hotel.getByLabel('Room type').nth(1)).toHaveValue('Single');

  await hotel.getByRole('button', { name: `Remove hotel ${HOTEL}` }).click();
  await form.getByRole('button', { name: 'Save hotels' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Hotels saved.' })).toBeVisible();
  await expect(hotel).toHaveCount(0);
});
