import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';

test('a visitor is told who may register a team, and downloads none of the registration remote', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  for (const path of ['/addTeam', '/editTeam', '/addGuest', '/listGuests']) {
    await page.goto(path);
    await expect(page.getByText('Only team registrators and administrators can open this page.')).toBeVisible();
  }
  await expectNoAxeViolations(page);
  expect(requested.filter((p) => p.startsWith('/remotes/registration/'))).toEqual([]);
});

test('/remotes.json lists the registration remote', async ({ request }) => {
  const remotes = (await (await request.get('/remotes.json')).json()) as Record<string, string>;
  expect(remotes.registration).toBe('/remotes/registration/mf-manifest.json');
  expect((await request.get(remotes.registration!)).ok()).toBe(true);
});
