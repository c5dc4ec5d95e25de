import { expect, test } from '@playwright/test';

test('an administrator downloads none of the guide remote', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'View my teams' })).toHaveCount(0);
  await page.goto('/guideHome');
  await expect(page.getByText('Only guides can open this page.')).toBeVisible();
  expect(requested.filter((path) => path.startsWith('/remotes/guide/'))).toEqual([]);
});
