import { expect, test, type Page } from '@playwright/test';
import { REGISTRATOR } from '../../support/env';
import { logIn } from '../../support/login';
import { urlOfCall } from '../../support/api';

// Each test logs in for itself: its Logout ends that token on the server, and the registrator
// project's stored session must go on.

/** What this origin keeps in the page's storage. */
const storage = (page: Page) =>
  page.evaluate(() => ({ local: { ...localStorage } as Record<string, string>, session: { ...sessionStorage } as Record<string, string> }));

const draftKeys = async (page: Page) => Object.keys((await storage(page)).local).filter((key) => key.startsWith('olympiad.draft'));

test('logging out leaves nothing personal in localStorage or sessionStorage', async ({ page }) => {
  await logIn(page, REGISTRATOR.email, REGISTRATOR.password);
  // The team chosen for editing is kept in session storage…
  await page.goto('/listTeams');
  const juniors = page.locator('details').filter({ has: page.getByRole('heading', { level: 2, name: 'Teams', exact: true }) });
  await juniors.getByRole('button', { name: /^EDIT/ }).first().click();
  await expect(page).toHaveURL('/editTeam');
  // …and a guest half typed as a draft in local storage.
  await page.goto('/');
  await page.getByRole('region', { name: 'Team registration' }).getByRole('button', { name: 'Add Guest' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add Guest' })).toBeVisible();
  await page.getByLabel('Full name').fill('Lotte Leftover');
  await page.getByLabel('Time of arrival').fill('2025-08-29T09:15');
  await expect.poll(() => draftKeys(page)).toHaveLength(1);
  const before = await storage(page);
  expect(before.session.selectedTeamId).toMatch(/^[0-9a-f-]{36}$/);
  expect(before.local.token).toBeTruthy();

  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' })).toBeVisible();
  const after = await storage(page);
  expect(after.session).toEqual({});
  expect(Object.keys(after.local).filter((key) => ['token', 'user'].includes(key) || key.startsWith('olympiad.'))).toEqual([]);
  const left = JSON.stringify(after.local);
  for (const personal of ['Lotte Leftover', REGISTRATOR.email, REGISTRATOR.name]) expect(left).not.toContain(personal);

  // The next person at this computer finds no draft to restore.
  await logIn(page, REGISTRATOR.email, REGISTRATOR.password);
  await page.getByRole('region', { name: 'Team registration' }).getByRole('button', { name: 'Add Guest' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add Guest' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Saved draft' })).toHaveCount(0);
  await expect(page.getByLabel('Full name')).toHaveValue('');
});

test("a token copied before logout answers 401 afterwards; the user's other sessions go on", async ({ page, browser }) => {
  await logIn(page, REGISTRATOR.email, REGISTRATOR.password);
  const { token, countryId } = await page.evaluate(() => ({
    token: localStorage.getItem('token')!,
    countryId: localStorage.getItem('user')!.split(';')[3]!,
  }));
  const ownTeams = (bearer: string) =>
    page.request.get(urlOfCall('readCountryTeams', { countryId }), { headers: { Authorization: `Bearer ${bearer}` } });
  expect((await ownTeams(token)).status()).toBe(200);
  // The same registrator on another device.
  const laptop = await browser.newPage();
  await logIn(laptop, REGISTRATOR.email, REGISTRATOR.password);

  const loggedOut = page.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === urlOfCall('logOut'),
  );
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  expect((await loggedOut).status()).toBe(204);
  await expect(page).toHaveURL('/');

  const refused = await ownTeams(token);
  expect(refused.status()).toBe(401);
  expect(refused.headers()['content-type']).toMatch(/^application\/problem\+json/);
  await laptop.goto('/listTeams');
  await expect(laptop.getByRole('heading', { level: 1, name: 'Our teams' })).toBeVisible();
  await expect(laptop.getByRole('article')).not.toHaveCount(0);
  await laptop.close();
});
