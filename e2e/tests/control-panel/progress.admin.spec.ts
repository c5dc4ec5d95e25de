import { expect, test, type Page } from '@playwright/test';
import { apiCall } from '../../support/api';
import { expectNoAxeViolations } from '../../support/axe';
import { PNG_FLAG } from '../../support/images';
import { adminToken } from '../../support/registration';

/**
 * The control panel's Progress section. This spec's own country has a team registered without
 * pictures and no guide: 7 checks (the team, its leader's phone and e-mail, two photos, the
 * contestant's details, the arrival data, a guide), 4 of them done.
 */
const letters = (n: number) => n.toString(36).replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);
const COUNTRY = `Progressia ${letters(Date.now())}`;
const TEAM = `${COUNTRY} Juniors`;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  const token = await adminToken(page);
  const country = await apiCall<{ id: string }>(page.request, 'POST', '/api/Country', {
    token,
    data: { name: COUNTRY, flagImage: PNG_FLAG.buffer.toString('base64') },
  });
  await apiCall(page.request, 'POST', '/api/Team', {
    token,
    data: {
      name: TEAM,
      countryId: country.id,
      leaderCreateModel: {
        leaderPerson: { fullName: 'Pia Leader', tShirtSize: 'L' },
        leaderEmail: 'pia@example.org',
        leaderPhoneNumber: '+359888000031',
      },
      contestants: [{ contestant: { dateOfBirth: '2011-03-04', operatingSystemName: 'Linux', contestantPerson: { fullName: 'Per Progress', tShirtSize: 'M' } } }],
      timeOfArrival: '2025-08-28T10:00',
      arrivalLocation: 'Sofia Airport',
      timeOfDeparture: '2025-09-03T18:00',
      departureLocation: 'Sofia Airport',
    },
  });
  await page.close();
});

const progressTable = (page: Page) => page.getByRole('table', { name: 'Progress by country' });
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search' });

async function openProgress(page: Page) {
  await page.goto('/controlPanel');
  await page.getByRole('navigation', { name: 'Control panel' }).getByRole('link', { name: 'Progress' }).click();
  await expect(page).toHaveURL('/controlPanel/progress');
  await expect(page.getByRole('heading', { level: 2, name: 'Progress' })).toBeVisible();
}

async function expectNoAxeViolationsAtBothWidths(page: Page) {
  await expectNoAxeViolations(page);
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 375, height: 740 });
  await expectNoAxeViolations(page);
  await page.setViewportSize(size);
}

test("every country's bar and gaps, the overall bar; found by name", async ({ page }) => {
  await openProgress(page);
  await expect(page.getByRole('progressbar', { name: 'Overall progress' })).toHaveAttribute('aria-valuenow', /^\d+$/);
  await expect(page.getByText(/^\d+ of \d+ countries have nothing missing\.$/)).toBeVisible();
  const table = progressTable(page);
  await expect(table.getByRole('columnheader')).toHaveText(['Country', 'Done', 'What is missing']);
  await expectNoAxeViolationsAtBothWidths(page);

  await search(page).fill(COUNTRY);
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
  await search(page).fill(COUNTRY);
  await expect(page.getByText('No countries match the search.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Show' }).selectOption('Countries with something missing');
  await expect(table.getByRole('cell', { name: COUNTRY, exact: true })).toBeVisible();
});

test("a team's gap opens Edit Team for that team", async ({ page }) => {
  await openProgress(page);
  await search(page).fill(COUNTRY);
  await progressTable(page).getByRole('link', { name: `People without a photo: 2 (${TEAM})` }).click();
  await expect(page).toHaveURL('/editTeam');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Team' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Team', exact: true }).getByLabel('Team name')).toHaveValue(TEAM);
});

test("a team without a guide opens the Guides section, where teams are assigned", async ({ page }) => {
  await openProgress(page);
  await search(page).fill(COUNTRY);
  await progressTable(page).getByRole('link', { name: `Team without a guide (${TEAM})` }).click();
  await expect(page).toHaveURL('/controlPanel/guides');
  await expect(page.getByRole('heading', { level: 2, name: 'Guides and their teams' })).toBeVisible();
});
