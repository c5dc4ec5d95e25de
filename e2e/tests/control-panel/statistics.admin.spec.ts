import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';

/** Collects the bodies of the scripts a page downloads from now on. */
function recordScripts(page: Page) {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
  });
  return async () => (await Promise.all(bodies)).join('\n');
}

// Class names only the chart library's code carries.
const CHART_LIBRARY = /recharts-bar-rectangle|recharts-cartesian-grid/;

test('statistics: Get computes the tables and draws their charts', async ({ page }) => {
  // A long journey with axe over large tables on a shared two-core machine.
  test.setTimeout(120_000);
  await page.goto('/controlPanel');
  await page.getByRole('navigation', { name: 'Control panel' }).getByRole('link', { name: 'Statistics' }).click();
  await expect(page).toHaveURL('/controlPanel/statistics');
  await page.getByRole('button', { name: 'Get' }).click();

  await expect(page.getByText(/^Countries with contestants: \d+/)).toBeVisible();
  const counts = page.getByRole('table', { name: 'People' });
  await expect(counts.getByRole('row')).toHaveCount(6);
  await expect(page.getByRole('table', { name: 'T-shirts by size and role' }).getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Junior contestants per country' }).getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Guests' })).toBeVisible();

  const charts = page.getByRole('img', { name: /chart/ });
  await expect(charts).toHaveCount(3);
  for (const chart of await charts.all()) {
    await expect(chart.locator('svg .recharts-bar-rectangle').first()).toBeVisible();
  }
  await expectNoAxeViolations(page);
});

test('the chart library downloads with the statistics section only', async ({ page }) => {
  // A long journey with axe over large tables on a shared two-core machine.
  test.setTimeout(120_000);
  const scripts = recordScripts(page);
  await page.goto('/controlPanel');
  const menu = page.getByRole('navigation', { name: 'Control panel' });
  for (const link of await menu.getByRole('link').all()) {
    const name = (await link.textContent())!;
    // Transfers is the guide remote's screen, read again every second: never idle, no menu.
    if (name === 'Statistics' || !(await link.getAttribute('href'))!.startsWith('/controlPanel/')) continue;
    await link.click();
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(await scripts()).not.toMatch(CHART_LIBRARY);

  const statistics = recordScripts(page);
  await menu.getByRole('link', { name: 'Statistics' }).click();
  await page.getByRole('button', { name: 'Get' }).click();
  await expect(page.getByRole('img', { name: /chart/ }).first().locator('svg')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await statistics()).toMatch(CHART_LIBRARY);
});
