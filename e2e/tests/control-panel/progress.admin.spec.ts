import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolationsAtBothWidths } from '../../support/axe';
import { countryWithJuniorTeam, openSection, ownCountry, ownCountryName, searchBox } from '../../support/control-panel';

/**
 * The control panel's Progress section. This spec's own country has a team registered without
 * pictures and no guide: 7 checks (the team, its leader's phone and e-mail, two photos, the
 * contestant's details, the arrival data, a guide), 4 of them done. Another country of its own
 * has no team yet.
 */
const COUNTRY = ownCountryName('Progressia');
const TEAM = `${COUNTRY} Juniors`;
const WITHOUT_TEAM = ownCountryName('Vacantia');

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await countryWithJuniorTeam(page, {
    country: COUNTRY,
    team: TEAM,
    leader: { fullName: 'Pia Leader', email: 'pia@example.org', phone: '+359888000031' },
    contestant: 'Per Progress',
  });
  await ownCountry(page, WITHOUT_TEAM);
  await page.close();
});

const progressTable = (page: Page) => page.getByRole('table', { name: 'Progress by country' });
const openProgress = (page: Page) => openSection(page, 'Progress', '/controlPanel/progress');

test("every country's bar and gaps, the overall bar; found by name", async ({ page }) => {
  await openProgress(page);
  await expect(page.getByRole('progressbar', { name: 'Overall progress' })).toHaveAttribute('aria-valuenow', /^\d+$/);
  await expect(page.getByText(/^\d+ of \d+ countries have nothing missing\.$/)).toBeVisible();
  const table = progressTable(page);
  await expect(table.getByRole('columnheader')).toHaveText(['Country', 'Done', 'What is missing']);
  await expectNoAxeViolationsAtBothWidths(page);

  await searchBox(page).fill(COUNTRY);
  await expect(table.getByRole('row')).toHaveCount(2);
  const bar = table.getByRole('progressbar', { name: `Progress of ${COUNTRY}` });
  await expect(bar).toHaveAttribute('aria-valuenow', '57');
  await expect(bar).toHaveAttribute('aria-valuetext', '4 of 7 (57%)');
  await expect(table.getByRole('row').nth(1).getByRole('link')).toHaveText([`People without a photo: 2 (${TEAM})`, `Team without a guide (${TEAM})`]);
});

test('sorted by the share done and filtered to the countries with something missing', async ({ page }) => {
  await openProgress(page);
  const table = progressTable(page);
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('Least done first');
  const shares = async () =>
    Promise.all((await table.getByRole('progressbar').all()).map(async (bar) => Number(await bar.getAttribute('aria-valuenow'))));
  await expect(table.getByRole('progressbar').first()).toBeVisible();
  const least = await shares();
  expect(least).toEqual([...least].sort((a, b) => a - b));

  await page.getByRole('combobox', { name: 'Show' }).selectOption('Complete countries');
  await searchBox(page).fill(COUNTRY);
  await expect(page.getByText('No countries match the search.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Show' }).selectOption('Countries with something missing');
  await expect(table.getByRole('cell', { name: COUNTRY, exact: true })).toBeVisible();
});

test("a team's gap opens Edit Team for that team", async ({ page }) => {
  await openProgress(page);
  await searchBox(page).fill(COUNTRY);
  await progressTable(page).getByRole('link', { name: `People without a photo: 2 (${TEAM})` }).click();
  await expect(page).toHaveURL('/editTeam');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Team' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Team', exact: true }).getByLabel('Team name')).toHaveValue(TEAM);
});

test("a team without a guide opens the Guides section, where teams are assigned", async ({ page }) => {
  await openProgress(page);
  await searchBox(page).fill(COUNTRY);
  await progressTable(page).getByRole('link', { name: `Team without a guide (${TEAM})` }).click();
  await expect(page).toHaveURL('/controlPanel/guides');
  await expect(page.getByRole('heading', { level: 2, name: 'Guides and their teams' })).toBeVisible();
});

test('a country without a team opens Add Team with that country chosen', async ({ page }) => {
  await openProgress(page);
  await searchBox(page).fill(WITHOUT_TEAM);
  await progressTable(page).getByRole('link', { name: 'No team' }).click();
  await expect(page).toHaveURL('/addTeam');
  await expect(page.getByRole('heading', { level: 1, name: 'Add Team' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Team' }).getByLabel('Country').locator('option:checked')).toHaveText(WITHOUT_TEAM);
});
