import { expect, test } from '@playwright/test';

test('an administrator gets the Control Panel button, and the registration remote only with a registration screen', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Control Panel' })).toBeVisible();
  await page.goto('/listTeams');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(requested.filter((p) => p.startsWith('/remotes/registration/'))).toEqual([]);
  // Organisers change any country's team through the registration screens.
  await page.goto('/addTeam');
  await expect(page.getByRole('heading', { level: 1, name: 'Add Team' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Team' }).getByRole('combobox', { name: /^Country/ })).toBeVisible();
  await expect(page.getByText(/can open this page/)).toHaveCount(0);
  expect(requested.filter((p) => p.startsWith('/remotes/registration/')).length).toBeGreaterThan(0);
});
