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

    // Edit Team offers only what the server still allows in the edit window, and says why.
    await panel.getByRole('button', { name: 'List and Edit Teams' }).click();
    await page
      .getByRole('button', { name: /^EDIT / })
      .first()
      .click();
    await expect(page).toHaveURL('/editTeam');
    const note = page.getByRole('region', { name: 'Edit window' });
    await expect(note).toContainText('can no longer be added, replaced or removed');
    const contestants = page.getByRole('region', { name: 'Contestants' });
    await expect(contestants.getByRole('button', { name: /^Change/ }).first()).toBeVisible();
    await expect(contestants.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
    await expect(contestants.getByRole('button', { name: 'Add Contestant' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Replace With/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Remove From Team/ })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Team', exact: true }).getByRole('button', { name: /^Change/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/');

    await setEndOfRegistration(page, new Date(Date.now() - 25 * HOUR).toISOString());
    await page.reload();
    await expect(panel.getByText('Registration time is over!')).toBeVisible();
    await expect(panel.getByText(/another day/)).toHaveCount(0);
    await expect(panel.getByRole('button')).toHaveText(['List and Edit Teams']);
    await expectNoAxeViolations(page);

    // After the edit window Edit Team still shows the team, with every control off.
    await panel.getByRole('button', { name: 'List and Edit Teams' }).click();
    await page
      .getByRole('button', { name: /^EDIT / })
      .first()
      .click();
    await expect(page.getByRole('region', { name: 'Registration closed' })).toContainText('can no longer be changed');
    await expect(page.getByRole('region', { name: 'Team', exact: true }).getByRole('button', { name: /^Change/ })).toBeDisabled();
    await expect(
      page
        .getByRole('region', { name: 'Contestants' })
        .getByRole('button', { name: /^Change/ })
        .first(),
    ).toBeDisabled();
    await expect(page.getByRole('button', { name: /^Replace With/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.goto('/');
    await expect(panel.getByRole('button')).toHaveText(['List and Edit Teams']);
    await page.setViewportSize({ width: 375, height: 740 });
    await expectNoAxeViolations(page);
  } finally {
    await setEndOfRegistration(page, deadline);
  }
});
