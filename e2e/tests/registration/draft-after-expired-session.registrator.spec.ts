import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiCall, urlOfCall } from '../../support/api';
import { loggedInUserId } from '../../support/guide';
import { PNG_FLAG } from '../../support/images';
import { logIn } from '../../support/login';
import { adminToken, newCountryRegistrator } from '../../support/registration';

/** A country name of letters only, new on every run. */
const countryName = `Mu ${Date.now()
  .toString(36)
  .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;

async function choose(scope: Locator, label: string, option: string) {
  await scope.getByLabel(label).selectOption(option);
}

/** The drafts this origin keeps in local storage. */
const draftKeys = (page: Page) => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('olympiad.draft')));

// A 401 logs out silently, as the spec says, and like a logout it leaves nothing typed behind:
// the computer may be a shared one at the venue, and the form held names and minors' birth dates.
test('an Add Team form sent after the session ended logs out silently and leaves no draft behind', async ({ page }) => {
  test.setTimeout(180_000);
  const { email } = await newCountryRegistrator(page, countryName);
  const userId = await loggedInUserId(page);
  await page.goto('/');
  await page.getByRole('region', { name: 'Team registration' }).getByRole('button', { name: 'Add Team' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add Team' })).toBeVisible();

  const team = page.getByRole('group', { name: 'Team' });
  const leader = page.getByRole('group', { name: 'Leader', exact: true });
  const contestant = page.getByRole('group', { name: 'Contestant 1' });
  const arrival = page.getByRole('group', { name: 'Arrival' });
  await team.getByLabel('Team name').fill('Mu Juniors');
  await leader.getByLabel('Full name').fill('Mila Leader');
  await choose(leader, 'T-shirt size', 'M');
  await leader.getByLabel('Email').fill('mila@example.com');
  await leader.getByLabel('Phone').fill('+359888123000');
  await contestant.getByLabel('Full name').fill('Milo Contestant');
  await choose(contestant, 'Operating system', 'Linux');
  await contestant.getByLabel('Date of birth').fill('2011-05-06');
  await choose(contestant, 'T-shirt size', 'S');
  await contestant.getByLabel('Picture').setInputFiles(PNG_FLAG);
  // Shown before anything is saved.
  await expect(contestant.getByRole('img', { name: 'Picture: preview of the chosen picture' })).toBeVisible();
  await arrival.getByLabel('Time of arrival').fill('2025-08-28T14:30');
  await choose(arrival, 'Arrival location', 'Sofia Airport');
  await arrival.getByLabel('Time of departure').fill('2025-09-02T10:00');
  await choose(arrival, 'Departure location', 'Sofia Airport');
  await expect.poll(() => draftKeys(page)).toHaveLength(1);

  // Meanwhile an Administrator resets this registrator's password: the server raises the user's
  // token version, so the token this page holds is refused from now on (a real 401, not a mock).
  const { password } = await apiCall<{ password: string }>(page.request, 'resetPassword', {
    params: { id: userId },
    token: await adminToken(page),
  });

  const answered = page.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === urlOfCall('createTeam'),
  );
  await page.getByRole('button', { name: 'Add Team' }).click();
  expect((await answered).status()).toBe(401);
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  // Logged out silently, as the spec says: no error snack.
  await expect(page.getByRole('alert').filter({ hasText: 'Error!' })).toHaveCount(0);
  expect(await draftKeys(page)).toEqual([]);
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);

  // Logged in again (with the new password), the form starts empty: nothing is offered back.
  await logIn(page, email, password);
  await page.getByRole('region', { name: 'Team registration' }).getByRole('button', { name: 'Add Team' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add Team' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Saved draft' })).toHaveCount(0);
  await expect(team.getByLabel('Team name')).toHaveValue('');
  await expect(contestant.getByLabel('Date of birth')).toHaveValue('');
});

test('a guest form sent after the session ended logs out silently and leaves no draft behind', async ({ page }) => {
  test.setTimeout(180_000);
  const { email } = await newCountryRegistrator(page, `${countryName} Guests`);
  const userId = await loggedInUserId(page);
  await page.getByRole('region', { name: 'Team registration' }).getByRole('button', { name: 'Add Guest' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add Guest' })).toBeVisible();
  await page.getByLabel('Full name').fill('Greta Guest');
  await page.getByLabel('T-shirt size').selectOption('L');
  await page.getByLabel('Time of arrival').fill('2025-08-29T09:15');
  await page.getByLabel('Arrival location').selectOption('Sofia Airport');
  await page.getByLabel('Time of departure').fill('2025-09-03T18:00');
  await page.getByLabel('Departure location').selectOption('Other');
  await expect.poll(() => draftKeys(page)).toHaveLength(1);

  const { password } = await apiCall<{ password: string }>(page.request, 'resetPassword', {
    params: { id: userId },
    token: await adminToken(page),
  });
  const answered = page.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === urlOfCall('createPerson'),
  );
  await page.getByRole('button', { name: 'Register' }).click();
  expect((await answered).status()).toBe(401);
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toHaveCount(0);
  await expect(page.getByRole('alert').filter({ hasText: 'Error!' })).toHaveCount(0);
  expect(await draftKeys(page)).toEqual([]);

  await logIn(page, email, password);
  await page.getByRole('region', { name: 'Team registration' }).getByRole('button', { name: 'Add Guest' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add Guest' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Saved draft' })).toHaveCount(0);
  await expect(page.getByLabel('Full name')).toHaveValue('');
});
