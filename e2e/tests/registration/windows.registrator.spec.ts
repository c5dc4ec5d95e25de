import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { setEndOfRegistration } from '../../support/registration';

const HOUR = 60 * 60 * 1000;

test("the home panel follows the contest's deadline: the edit window, then closed", async ({ page }) => {
  test.setTimeout(120_000);
  const deadline = await setEndOfRegistration(page, new Date(Date.now() - HOUR).toISOString());
  try {
    await page.goto('/');
    const panel = page.getByRole('region', { name: 'Team registration' });
    await expect(panel.getByText('Registration time is over!')).toBeVisible();
    await expect(panel.getByText("People's names may be edited for another day.")).toBeVisible();
    await expect(panel.getByRole('button')).toHaveText(['List and Edit Teams', 'Add Guest', 'List and Edit Guests']);
    await expectNoAxeViolations(page);

    await setEndOfRegistration(page, new Date(Date.now() - 25 * HOUR).toISOString());
    await page.reload();
    await expect(panel.getByText('Registration time is over!')).toBeVisible();
    await expect(panel.getByText(/another day/)).toHaveCount(0);
    await expect(panel.getByRole('button')).toHaveText(['List and Edit Teams']);
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 375, height: 740 });
    await expectNoAxeViolations(page);
  } finally {
    await setEndOfRegistration(page, deadline);
  }
});
