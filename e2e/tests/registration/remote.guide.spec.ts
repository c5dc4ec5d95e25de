import { expect, test } from '@playwright/test';

test('a guide gets their own home panel and downloads none of the registration remote', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'View my teams' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Team' })).toHaveCount(0);
  await page.goto('/addTeam');
  await expect(page.getByText('Only team registrators and administrators can open this page.')).toBeVisible();
  expect(requested.filter((path) => path.startsWith('/remotes/registration/'))).toEqual([]);
});
