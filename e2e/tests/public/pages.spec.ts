import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';

/** Each public page with its h1 and a piece of the seeded contest content (api/src/db/seed-content.ts). */
const PAGES = [
  { path: '/organizers', heading: 'Organizers and partners', content: 'Demo Ministry of Education' },
  { path: '/patrons', heading: 'Patrons', content: 'Demo Minister of Education' },
  { path: '/sponsors', heading: 'Sponsors', content: 'Demo Bronze Labs' },
  { path: '/information/rules', heading: 'Rules', content: 'Competition rules (demo text)' },
  { path: '/information/environment', heading: 'Environment', content: 'Competition environment (demo text)' },
  { path: '/commitees', heading: 'Committees', content: 'Scientific Committee' },
  { path: '/schedule', heading: 'Schedule', content: 'The schedule may change.' },
];

function recordRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  return requested;
}

test.describe('a visitor on the public pages', () => {
  for (const { path, heading, content } of PAGES) {
    test(`reads ${path}, accessible at desktop and 375 px widths`, async ({ page }) => {
      const requested = recordRequests(page);
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
      await expect(page.getByRole('main').getByText(content, { exact: true }).first()).toBeVisible();
      await expect(page.getByRole('status')).toHaveCount(0);
      await expect(page).toHaveTitle(new RegExp(` – ${heading}$`));
      await expectNoAxeViolations(page);

      await page.setViewportSize({ width: 375, height: 740 });
      await expectNoAxeViolations(page);

      expect(requested.some((p) => p.startsWith('/remotes/public-site/'))).toBe(true);
      expect(requested.filter((p) => p.startsWith('/remotes/') && !p.startsWith('/remotes/public-site/'))).toEqual([]);
    });
  }

  test('sees dated schedule rows from the contest start and the company logos', async ({ page }) => {
    await page.goto('/schedule');
    await expect(page.getByRole('row', { name: /08\/28\/2025 Arrival day/ })).toBeVisible();
    await expect(page.getByRole('row', { name: /09\/02\/2025 Departure day/ })).toBeVisible();
    await page.goto('/sponsors');
    const logo = page.getByRole('img', { name: 'Demo Gold Software' });
    // The page's first logo is on the first screen and loads at once; the logos below, lazily.
    await expect(logo).toHaveAttribute('loading', 'eager');
    await expect(logo).toHaveAttribute('fetchpriority', 'high');
    await expect(page.getByRole('img', { name: 'Demo Bronze Labs' })).toHaveAttribute('loading', 'lazy');
    await expect(page.getByRole('link', { name: 'Visit website of Demo Gold Software' })).toHaveAttribute('href', 'https://example.org/');
  });

  test('reaches every information page by its footer link and from the home page', async ({ page }) => {
    for (const { path, heading } of PAGES.filter(({ path }) => !path.startsWith('/information/'))) {
      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('link', { name: heading, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
      const footer = page.getByRole('contentinfo');
      await expect(footer).toContainText('© 2025');
      await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    }
    await page.goto('/');
    const fromHome = page.getByRole('navigation', { name: 'About the contest' });
    await fromHome.getByRole('link', { name: 'Schedule', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Schedule', exact: true })).toBeVisible();
  });
});
