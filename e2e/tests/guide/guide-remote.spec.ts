import { expect, test } from '@playwright/test';

test('a visitor downloads none of the guide remote, even on its pages', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  for (const path of ['/guideHome', '/guideAllTeams']) {
    await page.goto(path);
    await expect(page.getByText('Only guides can open this page.')).toBeVisible();
  }
  expect(requested.filter((path) => path.startsWith('/remotes/guide/'))).toEqual([]);
});
