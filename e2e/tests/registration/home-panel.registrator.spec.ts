import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';

test("a registrator's home panel comes from the registration remote: their country has a team", async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/');
  const panel = page.getByRole('region', { name: 'Team registration' });
  await expect(panel.getByRole('button', { name: 'List and Edit Teams' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Add Team' })).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Add Guest' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'List and Edit Guests' })).toBeVisible();
  await expect(page.getByText('Registration time is over!')).toHaveCount(0);
  expect(requested.some((p) => p.startsWith('/remotes/registration/'))).toBe(true);
  await expectNoAxeViolations(page);
  await panel.getByRole('button', { name: 'List and Edit Teams' }).click();
  await expect(page).toHaveURL('/listTeams');
});

test('Edit Team without a selected team goes home', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => sessionStorage.removeItem('selectedTeamId'));
  await page.goto('/editTeam');
  await expect(page).toHaveURL('/');
});
