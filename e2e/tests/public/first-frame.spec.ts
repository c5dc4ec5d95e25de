import { expect, test, type Page } from '@playwright/test';
import { BASE_URL } from '../../support/env';
import { sharedLoaded } from '../../support/federation';
import { urlOfCall } from '../../support/api';

/** The public pages the server answers already drawn (the route table's `drawnByServer` rows). */
const DRAWN = [
  '/',
  '/organizers',
  '/patrons',
  '/sponsors',
  '/information/rules',
  '/information/environment',
  '/commitees',
  '/schedule',
  '/teams',
];

const teamNames = (page: Page) => page.getByRole('article').getByRole('heading', { level: 3 }).allTextContents();

/** Sums the page's layout shifts as CLS counts them (shifts right after an input do not count). */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
}

test.describe('the first frame, drawn by the server', () => {
  test('shows each public page without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: BASE_URL });
    const page = await context.newPage();
    const contest = await (await page.request.get(urlOfCall('readContest', {}, { year: 2025 }))).json();
    for (const path of DRAWN) {
      await page.goto(path);
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: contest.shortName })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText(contest.name);
    }
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: contest.name })).toBeVisible();
    // Drawn, but not usable before its handlers: the browser would send the password in the address.
    await expect(page.getByRole('button', { name: 'Log in' })).toBeDisabled();
    await expect(page.getByLabel('Password')).toBeDisabled();
    await page.goto('/teams');
    await expect(page.getByRole('heading', { level: 1, name: 'Participating teams' })).toBeVisible();
    expect((await teamNames(page)).length).toBeGreaterThan(0);
    await context.close();
  });

  test('is what the finished page shows, and becomes interactive without an error or a shift', async ({ browser, page }) => {
    const still = await browser.newContext({ javaScriptEnabled: false, baseURL: BASE_URL });
    const drawn = await still.newPage();
    await drawn.goto('/teams');
    const drawnTeams = await teamNames(drawn);
    const drawnHeading = await drawn.getByRole('heading', { level: 1 }).textContent();
    await still.close();

    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/teams');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(drawnHeading!);
    // Every row comes in idle time after the first screen, which shows the teams drawn first.
    const all = (await (await page.request.get(urlOfCall('readTeams'))).json()) as unknown[];
    await expect(page.getByRole('article')).toHaveCount(all.length);
    const finished = await teamNames(page);
    expect(drawnTeams.length).toBeLessThan(finished.length);
    expect(finished.slice(0, 6)).toEqual(drawnTeams.slice(0, 6));
    expect(finished).toEqual(expect.arrayContaining(drawnTeams));
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);

    // Interactive: the search filters the list.
    const search = page.getByRole('searchbox', { name: 'Search by country, team or name' });
    await search.fill(drawnTeams[0]!);
    await expect(page.getByRole('heading', { level: 3, name: drawnTeams[0], exact: true })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    expect(await page.getByRole('article').count()).toBeLessThan(all.length);
    expect(errors).toEqual([]);
  });

  test('draws the teams list afresh when the list it was drawn from cannot be fetched', async ({ page }) => {
    await page.route(`**${urlOfCall('readTeams')}`, (route) => route.abort());
    await page.goto('/teams');
    await expect(page.getByRole('alert')).toHaveText('The teams could not be loaded. Please try again later.');
    await expect(page.getByRole('heading', { level: 1, name: 'Participating teams' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Teams' })).toBeVisible();
  });

  test('hydrates the home page with no error or shift', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
    // The menu opens only once React has taken the page over.
    const menu = page.getByRole('button', { name: 'Menu' });
    await expect(async () => {
      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true', { timeout: 500 });
    }).toPass();
    await expect(page.getByRole('link', { name: 'Rules' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('loads only what the page shows: no other remote, no stylesheet again, and the form library only with a form', async ({ page }) => {
    const scripts: string[] = [];
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (request.resourceType() === 'script') scripts.push(path);
      if (request.resourceType() === 'stylesheet') stylesheets.push(path);
    });
    await page.goto('/teams');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('searchbox', { name: 'Search by country, team or name' })).toBeVisible();
    expect(scripts.filter((path) => path.endsWith('/remoteEntry.js'))).toEqual(['/remotes/public-site/remoteEntry.js']);
    // Every stylesheet came in the page: neither the chunk loader nor the federation runtime fetches one.
    expect(stylesheets).toEqual([]);
    expect(await sharedLoaded(page, 'react')).toBe(true);
    expect(await sharedLoaded(page, 'react-hook-form')).toBe(false);

    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled();
    expect(await sharedLoaded(page, 'react-hook-form')).toBe(true);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Please Fill Required Field!')).toHaveCount(2);
    expect(new URL(page.url()).search).toBe('');
  });
});
