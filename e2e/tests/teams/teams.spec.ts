import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';

const byText = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' });

test('a visitor sees every team in two open panels, in country then team order', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  // Holds the list back a moment so that the spinner can be seen.
  await page.route('**/api/Team', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  await page.goto('/teams');
  await expect(page.getByRole('status')).toBeVisible();

  const juniors = page.locator('details').filter({ has: page.getByRole('heading', { level: 2, name: 'Teams', exact: true }) });
  const seniors = page.locator('details').filter({ has: page.getByRole('heading', { level: 2, name: 'Senior Teams' }) });
  await expect(juniors).toHaveAttribute('open', '');
  await expect(seniors).toHaveAttribute('open', '');
  await expect(page.getByRole('status')).toHaveCount(0);

  for (const panel of [juniors, seniors]) {
    const rows = await panel.getByRole('article').evaluateAll((articles) =>
      articles.map((a) => ({ team: a.querySelector('h3')!.textContent!, country: a.querySelector('h3 + p')!.textContent! })),
    );
    expect(rows.length).toBeGreaterThan(0);
    const sorted = [...rows].sort((a, b) => byText(a.country, b.country) || byText(a.team, b.team));
    expect(rows).toEqual(sorted);
  }
  const first = juniors.getByRole('article').first();
  await expect(first.getByRole('img', { name: /^Flag of / })).toBeVisible();
  await expect(first.getByText('LEADER', { exact: true })).toBeVisible();
  await expect(first.getByText('DEPUTY LEADER', { exact: true })).toBeVisible();
  await expect(first.getByText('CONTESTANT', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^EDIT/ })).toHaveCount(0);

  await juniors.getByRole('heading', { name: 'Teams', exact: true }).click();
  await expect(juniors).not.toHaveAttribute('open', '');

  expect(requested.filter((p) => p.startsWith('/remotes/') && !p.startsWith('/remotes/public-site/'))).toEqual([]);
});

test('the teams list is accessible at desktop and 375 px widths, with lazy pictures', async ({ page }) => {
  // axe walks about 700 people twice: on a loaded two-core machine that outlasts the default 30 s.
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/teams');
  await expect(page.getByRole('heading', { level: 2, name: 'Senior Teams' })).toBeVisible();
  const pictures = page.locator('article img:not([alt^="Flag"])');
  await expect(pictures.first()).toHaveAttribute('loading', 'lazy');
  await expect(pictures.first()).toHaveAttribute('width', '150');
  await expect(pictures.first()).toHaveAttribute('height', '190');
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 375, height: 740 });
  await expectNoAxeViolations(page);
});
