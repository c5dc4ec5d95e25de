import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, expectNoAxeViolationsAtBothWidths } from '../../support/axe';
import { openSection } from '../../support/control-panel';
import { PNG_FLAG } from '../../support/images';
import { urlOfCall } from '../../support/api';

// An administrator abroad still types and reads the deadline as the venue's clocks show it.
test.use({ timezoneId: 'Asia/Tokyo' });

test('contest settings: the deadline in both zones, a sanitised live preview, a saved change', async ({ page }) => {
  // A long journey with axe over large tables on a shared two-core machine.
  test.setTimeout(120_000);
  await page.goto('/controlPanel');
  await page.getByRole('navigation', { name: 'Control panel' }).getByRole('link', { name: 'Contest settings' }).click();
  await expect(page).toHaveURL('/controlPanel/contest');
  const deadline = page.getByLabel('Registration deadline');
  await expect(deadline).toHaveValue(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
  const deadlineBefore = await deadline.inputValue();
  await expect(
    page.getByText(/Registration closes .* at the venue \(Europe\/Sofia\), which is .* in your time zone \(Asia\/Tokyo\)\./),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  const rules = page.getByLabel('Rules (HTML)');
  const original = await rules.inputValue();
  await rules.fill(`${original}<p id="x" onclick="alert(1)">Extra rule<script>window.hacked = 1</script></p>`);
  const preview = page.getByRole('region', { name: /Preview of rules/ });
  await expect(preview.getByText('Extra rule')).toBeVisible();
  expect(await preview.innerHTML()).not.toMatch(/onclick|<script/);
  await rules.fill(original);

  const shortName = page.getByLabel('Short name');
  const before = await shortName.inputValue();
  await shortName.fill(`${before} Test`);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Contest settings have been saved successfully!' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Short name')).toHaveValue(`${before} Test`);
  // Saved as an instant and read back: the same wall-clock time at the venue.
  await expect(page.getByLabel('Registration deadline')).toHaveValue(deadlineBefore);

  // Put it back for the other tests.
  await page.getByLabel('Short name').fill(before);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Contest settings have been saved successfully!' })).toBeVisible();
});

test('contest settings: an uploaded organizer logo is stored and shown on /organizers', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/controlPanel/contest');
  const organizers = page.getByRole('group', { name: 'Organizers', exact: true });
  const name = await organizers.getByLabel('Name').first().inputValue();
  const urlBefore = await organizers.getByLabel('Image URL').first().inputValue();
  // Chosen once the form can take it, as a person can (setInputFiles does not wait for that), and
  // saved once the form shows it.
  const logo = organizers.getByLabel('Logo').first();
  await expect(logo).toBeEnabled();
  await logo.setInputFiles(PNG_FLAG);
  await expect(organizers.getByRole('img', { name: 'Logo: preview of the chosen picture' })).toBeVisible();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Contest settings have been saved successfully!' })).toBeVisible();
  // The form now holds the stored logo's address, so a second save does not upload it again.
  const stored = organizers.getByLabel('Image URL').first();
  await expect(stored).toHaveValue(new RegExp(`^${urlOfCall('readPicture', { id: '' })}[0-9a-f]{32}$`));
  expect(await stored.inputValue()).not.toBe(urlBefore);

  const address = await stored.inputValue();
  await page.goto('/organizers');
  const shown = page.getByRole('main').getByRole('img', { name, exact: true });
  await expect(shown).toHaveAttribute('src', address);
  await expect.poll(() => shown.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
});

test("contest settings: parts linked from the top, one Save in view all along, a warning for a deadline after the contest's end", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openSection(page, 'Contest settings', '/controlPanel/contest');
  const save = page.getByRole('button', { name: 'Save settings' });
  const unsaved = page.getByRole('status').filter({ hasText: /unsaved changes\.$/ });
  await expect(save).toBeInViewport();
  await expect(unsaved).toHaveText('No unsaved changes.');

  await page.getByLabel('Short name').fill('IJOI Draft');
  await expect(unsaved).toHaveText('You have unsaved changes.');
  await page.getByRole('navigation', { name: 'Parts of contest settings' }).getByRole('link', { name: 'Lists the forms offer' }).click();
  await expect(page.getByRole('heading', { level: 3, name: 'Lists the forms offer' })).toBeInViewport();
  await expect(save).toBeInViewport();

  // Typed, not saved: the other specs keep the edition as it is.
  const end = page.getByLabel(/^End\b/);
  const deadline = page.getByLabel('Registration deadline');
  const warning = page.getByText("Warning: this is after the contest's end, so registration would stay open once the contest is over.", {
    exact: false,
  });
  await end.fill('2025-09-02T18:00');
  await deadline.fill('2025-09-03T10:00');
  await expect(warning).toBeVisible();
  await expect(deadline).toHaveAccessibleDescription(/Warning: this is after the contest's end/);
  await expectNoAxeViolationsAtBothWidths(page);
  await page.setViewportSize({ width: 375, height: 740 });
  await deadline.focus();
  await expect(save).toBeInViewport();
  await deadline.fill('2025-09-01T10:00');
  await expect(warning).toBeHidden();
});
