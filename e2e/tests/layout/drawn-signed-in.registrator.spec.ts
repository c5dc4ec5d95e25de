import { expect, test, type Browser, type Page } from '@playwright/test';
import { REGISTRATOR } from '../../support/env';
import { logIn } from '../../support/login';
import { chooseTeamToEdit } from '../../support/registration';

// A screen behind the login arrives drawn by the server for the session the navigation carries
// (docs/decisions.md, "Screens behind the login drawn by the server"): it shows its content before
// any script runs, and React takes it over as drawn.

/** The same browser's cookies, in a context that runs no script: what the server's page shows by itself. */
async function withoutScripts(browser: Browser, page: Page, baseURL: string | undefined) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, storageState: { cookies: [], origins: [] } });
  await context.addCookies(await page.context().cookies());
  return context.newPage();
}

test('the team chosen with EDIT arrives drawn: the form and its values show before any script runs', async ({ browser, page, baseURL }) => {
  await chooseTeamToEdit(page);
  const drawn = await withoutScripts(browser, page, baseURL);
  await drawn.goto('/editTeam');
  await expect(drawn.getByRole('heading', { level: 1, name: 'Edit Team' })).toBeVisible();
  await expect(drawn.getByRole('region', { name: 'Team', exact: true }).getByLabel('Team name')).not.toHaveValue('');
  await expect(drawn.getByRole('banner')).toContainText(REGISTRATOR.name);
  await drawn.context().close();
});

test('React takes a drawn screen over without an error, and its controls work', async ({ page }) => {
  const errors: string[] = [];
  // A failed load is told by its response (the browser's own favicon request has none).
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
  });
  const response = await page.goto('/listGuests');
  expect(await response!.text()).toContain('"drawnFor"');
  await expect(page.getByRole('heading', { level: 1, name: 'Guests' })).toBeVisible();
  await page.getByRole('link', { name: 'Add Guest' }).first().click();
  await expect(page).toHaveURL('/addGuest');
  await expect(page.getByLabel('Full name')).toBeEditable();
  expect(errors).toEqual([]);
});

test('after a logout the server draws nothing for that session, not even from the cookie the browser cannot delete', async ({
  browser,
  baseURL,
}) => {
  // A browser of its own, logged in afresh: the logout must not end the session the other tests share.
  const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await logIn(page, REGISTRATOR.email, REGISTRATOR.password);
  expect(await (await page.request.get('/listGuests')).text()).toContain('"drawnFor"');
  const sessionCookies = (await context.cookies()).filter((cookie) => cookie.name.startsWith('olympiad-'));
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');
  expect(await (await page.request.get('/listGuests')).text()).not.toContain('"drawnFor"');
  // The token itself is refused now, also when both cookies are sent again as they were.
  const copy = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  await copy.addCookies(sessionCookies);
  expect(await (await copy.request.get('/listGuests')).text()).not.toContain('"drawnFor"');
  await copy.close();
  await context.close();
});
