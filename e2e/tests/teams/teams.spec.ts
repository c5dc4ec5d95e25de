import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { urlOfCall } from '../../support/api';

const byText = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' });

test('a visitor sees every team in two open panels, in country then team order', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  // Holds the list back a moment so that the spinner can be seen.
  await page.route(`**${urlOfCall('readTeams')}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  // Opened from another page, the list is fetched (a /teams opened directly comes with it).
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Teams' }).click();
  await expect(page.getByRole('status')).toBeVisible();

  const juniors = page.locator('details').filter({ has: page.getByRole('heading', { level: 2, name: 'Teams', exact: true }) });
  const seniors = page.locator('details').filter({ has: page.getByRole('heading', { level: 2, name: 'Senior Teams' }) });
  await expect(juniors).toHaveAttribute('open', '');
  await expect(seniors).toHaveAttribute('open', '');
  await expect(page.getByRole('status')).toHaveCount(0);

  for (const panel of [juniors, seniors]) {
    const rows = await panel
      .getByRole('article')
      .evaluateAll((articles) =>
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
  // The first row is on the first screen and loads at once; the rows below wait until scrolled near.
  await expect(page.getByRole('article').first().locator('img').first()).toHaveAttribute('loading', 'eager');
  await expect(pictures.last()).toHaveAttribute('loading', 'lazy');
  await expect(pictures.last()).toHaveAttribute('decoding', 'async');
  await expect(pictures.last()).toHaveAttribute('width', '150');
  await expect(pictures.last()).toHaveAttribute('height', '190');
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 375, height: 740 });
  await expectNoAxeViolations(page);
});

test('a visitor narrows the teams list by country or name, and every team is there once the list has grown', async ({ page }) => {
  await page.goto('/teams');
  const juniors = page.locator('details').filter({ has: page.getByRole('heading', { level: 2, name: 'Teams', exact: true }) });
  const all = await page.request
    .get(urlOfCall('readTeams'))
    .then((response) => response.json() as Promise<{ group: string; countryName: string }[]>);
  // The list renders its first screen, then the rest in idle time: all of it is soon in the document.
  await expect(juniors.getByRole('article')).toHaveCount(all.filter((team) => team.group !== 'Senior').length);

  const country = all[0]!.countryName;
  await page.getByRole('searchbox', { name: 'Search by country, team or name' }).fill(country);
  const shown = page.getByRole('article');
  await expect.poll(async () => (await shown.allTextContents()).every((text) => text.includes(country))).toBe(true);
  await expect(shown.first()).toContainText(country);

  await page.getByRole('searchbox', { name: 'Search by country, team or name' }).fill('no such team anywhere');
  await expect(page.getByText('No team matches “no such team anywhere”.')).toBeVisible();
});

test('on a phone a visitor jumps to a country and folds the teams they do not need, every team still in the page', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/teams');
  const all = await page.request
    .get(urlOfCall('readTeams'))
    .then((response) => response.json() as Promise<{ id: string; name: string; countryName: string }[]>);
  await expect(page.getByRole('article')).toHaveCount(all.length);
  const tall = await page.evaluate(() => document.documentElement.scrollHeight);

  // The last country of the list, far below: brought to the top, its first team's header focused.
  const jumpTo = page.getByRole('combobox', { name: 'Jump to a country' });
  const last = (await jumpTo.getByRole('option').last().textContent())!;
  await jumpTo.selectOption({ label: last });
  await page.getByRole('button', { name: 'Go to country' }).click();
  const target = page
    .getByRole('article')
    .filter({ has: page.locator('h3 + p').getByText(last, { exact: true }) })
    .first();
  await expect(target.locator('summary')).toBeFocused();
  await expect(target.getByRole('heading', { level: 3 })).toBeInViewport();
  await expect(target.getByText('LEADER', { exact: true })).toBeVisible();

  // Folded to their headers: a short page of flags and names, every team still there.
  await page.getByRole('button', { name: 'Collapse all teams' }).click();
  await expect(target.getByText('LEADER', { exact: true })).toBeHidden();
  await expect(page.getByRole('article')).toHaveCount(all.length);
  const short = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(short).toBeLessThan(tall / 4);
  await target.getByRole('heading', { level: 3 }).click();
  await expect(target.getByText('LEADER', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Expand all teams' }).click();
  await expect(page.getByRole('article').first().getByText('LEADER', { exact: true })).toBeVisible();
});
