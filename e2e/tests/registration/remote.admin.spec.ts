import { expect, test } from '@playwright/test';

test('an administrator gets the Control Panel button and downloads none of the registration remote', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Control Panel' })).toBeVisible();
  await page.goto('/addTeam');
  await expect(page.getByText('Only team registrators can open this page.')).toBeVisible();
  await page.goto('/listTeams');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(requested.filter((p) => p.startsWith('/remotes/registration/'))).toEqual([]);
});
