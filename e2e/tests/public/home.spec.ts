import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, expectNoAxeViolationsAtBothWidths } from '../../support/axe';
import { DATA_DIR } from '../../support/env';
import { urlOfCall } from '../../support/api';

test.describe('a visitor', () => {
  test('sees the home page with the contest, the nav bar, the footer and the login form', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/');

    const contestName = await page.getByRole('heading', { level: 1 }).textContent();
    expect(contestName?.trim()).toBeTruthy();
    await expect(page).toHaveTitle(new RegExp(`^${contestName}`));
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const link of ['Rules', 'Environment', 'Teams', 'Login']) {
      await expect(nav.getByRole('link', { name: link })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(contestName!);
    await expect(footer).toContainText('© 2025');
    await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);

    await expectNoAxeViolations(page);
    // An anonymous visitor downloads only the shell and public-site.
    expect(requested.some((p) => p.startsWith('/remotes/public-site/'))).toBe(true);
    expect(requested.filter((p) => p.startsWith('/remotes/') && !p.startsWith('/remotes/public-site/'))).toEqual([]);
    // The remotes map and the contest came inlined in the page: no round trip waits for them.
    expect(requested).not.toContain('/remotes.json');
    expect(requested).not.toContain(urlOfCall('readContest'));
  });

  test('every route title starts with the contest name', async ({ page }) => {
    await page.goto('/');
    const contestName = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
    for (const [path, title] of [
      ['/login', 'Login'],
      ['/logout', 'Logout'],
      ['/no/such/page', 'Page not found'],
    ]) {
      await page.goto(path!);
      await expect(page).toHaveTitle(`${contestName} – ${title}`);
    }
  });

  test('gets the error page with HTTP 404 on an unknown path, and 200 on every route', async ({ page }) => {
    for (const url of ['/editTeam/7ea00000-0000-4000-8000-000000000001', '/Schedule/x']) {
      const response = await page.goto(url);
      expect([url, response?.status()]).toEqual([url, 404]);
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
      await expect(page.getByText('There is no page at this address.')).toBeVisible();
    }
    for (const url of ['/schedule/', '/controlPanel/countries', '/editTeam']) {
      expect([url, (await page.goto(url))?.status()]).toEqual([url, 200]);
    }
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page);
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL('/');
  });

  test('uses a menu on a narrow screen that closes when a link is clicked', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    const menu = page.getByRole('button', { name: 'Menu' });
    const rules = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Rules' });
    await expect(rules).toBeHidden();
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(rules).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL('/login');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(rules).toBeHidden();
  });

  test('has no menu button on a wide screen', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
  });

  test('is told who may open the control panel, and downloads none of it', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/controlPanel/countries');
    await expect(page.getByText('Only administrators can open this page.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL('/login');
    expect(requested.filter((p) => p.startsWith('/remotes/control-panel/'))).toEqual([]);
  });

  test("gets every page although an operator's remotes.json names a remote the shell does not know", async ({ page }) => {
    // The operator's overlay is read on each page: the page comes with it inlined.
    const overlay = path.join(DATA_DIR, 'remotes.json');
    writeFileSync(overlay, JSON.stringify({ 'weather-widget': 'https://cdn.example.org/weather/mf-manifest.json' }));
    try {
      await page.goto('/teams');
      await expect(page.getByRole('heading', { level: 1, name: 'Participating teams' })).toBeVisible();
    } finally {
      rmSync(overlay);
    }
  });
});
