import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';

const SAVED = 'Contest settings have been saved successfully!';

/** Types the contest's first and last day in Contest settings (the venue's wall-clock time) and saves them. */
async function saveDates(page: Page, start: string, end: string) {
  await page.goto('/controlPanel/contest');
  await page.getByLabel(/^Start/).fill(start);
  await page.getByLabel(/^End/).fill(end);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: SAVED })).toBeVisible();
}

test('the event moved in Contest settings: Add Team takes the new first and last day as its minimums', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/controlPanel/contest');
  await expect(page.getByLabel('Venue time zone')).toHaveValue('Europe/Sofia');
  await expect(page.getByLabel('Host country')).toHaveValue(/.+/);
  await expect(page.getByLabel('Minimum date of birth')).toHaveValue('2010-01-01');
  await expectNoAxeViolations(page);
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 375, height: 740 });
  await expectNoAxeViolations(page);
  await page.setViewportSize(size);
  const start = await page.getByLabel(/^Start/).inputValue();
  const end = await page.getByLabel(/^End/).inputValue();
  // Other specs rely on the seeded dates: they are put back whatever happens here.
  try {
    await saveDates(page, '2025-09-10T09:00', '2025-09-15T18:00');

    await page.goto('/addTeam');
    await expect(page.getByRole('heading', { level: 1, name: 'Add Team' })).toBeVisible();
    const arrival = page.getByRole('group', { name: 'Arrival' });
    await expect(arrival.getByLabel('Time of arrival')).toHaveAttribute('min', '2025-09-10T00:00');
    await expect(arrival.getByLabel('Time of departure')).toHaveAttribute('min', '2025-09-15T00:00');
    // The specification's first day is now before the event.
    await arrival.getByLabel('Time of arrival').fill('2025-08-28T14:30');
    await arrival.getByLabel('Time of departure').fill('2025-09-14T10:00');
    await page.getByRole('button', { name: 'Add Team' }).click();
    await expect(page.getByText('Arrival cannot be before 09/10/2025!')).toBeVisible();
    await expect(page.getByText('Departure cannot be before 09/15/2025!')).toBeVisible();

    await arrival.getByLabel('Time of arrival').fill('2025-09-10T14:30');
    await arrival.getByLabel('Time of departure').fill('2025-09-15T10:00');
    await page.getByRole('button', { name: 'Add Team' }).click();
    await expect(page.getByText('Arrival cannot be before 09/10/2025!')).toHaveCount(0);
    await expect(page.getByText('Departure cannot be before 09/15/2025!')).toHaveCount(0);
  } finally {
    await saveDates(page, start, end);
  }
  await page.goto('/addTeam');
  await expect(page.getByRole('group', { name: 'Arrival' }).getByLabel('Time of arrival')).toHaveAttribute('min', '2025-08-28T00:00');
});
