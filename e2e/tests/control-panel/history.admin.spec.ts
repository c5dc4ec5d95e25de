import { expect, test, type Page } from '@playwright/test';
import { apiCall, urlOfCall } from '../../support/api';
import { expectNoAxeViolationsAtBothWidths } from '../../support/axe';
import { countryWithJuniorTeam, openSection, ownCountryName, searchBox } from '../../support/control-panel';
import type { Guide } from '../../support/guide';
import { adminToken } from '../../support/registration';

/**
 * The control panel's History section: a team of this spec's own country, renamed through the
 * api just before, shows in the list with its old and new name, found by the filters and from
 * the team's History link in Teams; a guide handed the team and the country's own deadline read
 * in words, and an unchanged save of the contest settings adds nothing.
 */
const COUNTRY = ownCountryName('Historia');
const TEAM = `${COUNTRY} Juniors`;
const RENAMED = `${COUNTRY} Renamed`;

test.describe.configure({ mode: 'serial' });

/** A deadline typed as 23:59 at the venue (Sofia, UTC+2 in winter). */
const DEADLINE = '2026-11-29T23:59:00+02:00';
let guideName = '';
let teamId = '';

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  const { token, countryId } = await countryWithJuniorTeam(page, {
    country: COUNTRY,
    team: TEAM,
    leader: { fullName: 'Hal Leader', email: 'hal@example.org', phone: '+359888000041' },
    contestant: 'Hedy History',
  });
  const [team] = await apiCall<Array<{ id: string }>>(page.request, 'readCountryTeams', { params: { countryId }, token });
  teamId = team!.id;
  await apiCall(page.request, 'editTeamBasics', { token, data: { id: team!.id, name: RENAMED, teamGroup: 'junior', isOfficial: true } });
  const [guide] = await apiCall<Guide[]>(page.request, 'readGuides', { token });
  guideName = guide!.person.fullName;
  await apiCall(page.request, 'assignGuideTeams', { params: { guideId: guide!.id }, token, data: [{ id: team!.id }] });
  await apiCall(page.request, 'updateCountry', {
    params: { id: countryId },
    token,
    data: { name: COUNTRY, registrationDeadline: DEADLINE },
  });
  await page.close();
});

const changes = (page: Page) => page.getByRole('table', { name: 'Changes' });
const renameRow = (page: Page) =>
  changes(page)
    .getByRole('row')
    .filter({ hasText: `Changed team ${RENAMED}` });

const openHistory = (page: Page) => openSection(page, 'History', '/controlPanel/history');

test('the change just made, newest first, with who made it and the old and new value', async ({ page }) => {
  await openHistory(page);
  await expect(changes(page).getByRole('columnheader')).toHaveText(['When (venue time, Europe/Sofia)', 'Who', 'What', 'Changes']);
  const row = renameRow(page);
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell').nth(1)).toHaveText(/admin@example\.com/);
  await expect(row.getByRole('cell').nth(3)).toHaveText(`Name: ${TEAM} → ${RENAMED}`);
  await expect(row.getByRole('cell').nth(0)).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2}$/);
  await expectNoAxeViolationsAtBothWidths(page);
});

test("filtered by country and by kind of record: only that country's team changes", async ({ page }) => {
  await openHistory(page);
  await page.getByLabel('Country', { exact: true }).selectOption({ label: COUNTRY });
  await page.getByLabel('Record', { exact: true }).selectOption({ label: 'Team' });
  await expect(page).toHaveURL(/countryId=.*entity=team|entity=team.*countryId=/);
  const rows = changes(page).getByRole('row');
  // The header, the rename and the team's creation.
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText(`Changed team ${RENAMED}`);
  await expect(rows.nth(2)).toContainText(`Added team ${TEAM}`);
  await expect(page.getByText('Page 1 of 1 (2 found)')).toBeVisible();

  await page.getByLabel('From', { exact: true }).fill('2000-01-01');
  await page.getByLabel('To', { exact: true }).fill('2000-01-02');
  await expect(page.getByText('No changes found.')).toBeVisible();
});

test("a team's History link in Teams opens the section filtered to that team", async ({ page }) => {
  await page.goto('/controlPanel/teams');
  await searchBox(page).fill(RENAMED);
  await page.getByRole('link', { name: `History of ${RENAMED}` }).click();
  await expect(page).toHaveURL(/\/controlPanel\/history\?teamId=/);
  await expect(page.getByLabel('Team', { exact: true })).toHaveValue(/[0-9a-f-]{36}/);
  await expect(renameRow(page)).toHaveCount(1);
  // Every change of the team's people is the team's too.
  await expect(changes(page).getByRole('row').filter({ hasText: 'Added person Hedy History' })).toHaveCount(1);
});

test('readable: a guide and a team by their names, a deadline at the venue with its zone, and nothing for a save that changed nothing', async ({
  page,
}) => {
  await openHistory(page);
  await page.getByLabel('Country', { exact: true }).selectOption({ label: COUNTRY });
  const guideRow = changes(page).getByRole('row').filter({ hasText: "Added team's guide" });
  // Until the filtered list arrives, the unfiltered one stays on screen with other countries' rows.
  await expect(guideRow).toHaveCount(1);
  await expect(guideRow.getByRole('cell').nth(3)).toHaveText(`Guide: ${guideName}Team: ${RENAMED}`);
  await expect(guideRow).not.toContainText(/[0-9a-f]{8}-[0-9a-f]{4}-/);
  const countryRow = changes(page)
    .getByRole('row')
    .filter({ hasText: `Changed country ${COUNTRY}` });
  await expect(countryRow.getByRole('cell').nth(3)).toHaveText(
    'Registration deadline: (empty) → 11/29/2026 23:59 venue time (Europe/Sofia)',
  );
  await expectNoAxeViolationsAtBothWidths(page);

  // The contest settings saved as they are (their first Save on the demo edition): nothing new.
  await page.goto('/controlPanel/history');
  const newest = changes(page).getByRole('row').nth(1);
  await expect(newest).toBeVisible();
  const before = (await newest.textContent())!;
  const token = await adminToken(page);
  const { committees: _committees, ...contest } = await apiCall<{ id: string; committees: unknown }>(page.request, 'readContest', {
    query: { year: 2025 },
  });
  await apiCall(page.request, 'updateContest', { params: { id: contest.id }, token, data: contest });
  await page.reload();
  await expect(newest).toHaveText(before);
});

test('pages of 50 from the server: Next reads the older changes, Previous the newest again', async ({ page }) => {
  test.setTimeout(120_000);
  // Last in this file: the team's many arrival changes would crowd the rows the tests above look for.
  const token = await adminToken(page);
  for (let index = 0; index < 50; index += 1) {
    const arrivalLocation = index % 2 ? 'Sofia Airport' : 'Other';
    await apiCall(page.request, 'editTeamArrival', {
      token,
      data: { teamId, timeOfArrival: '2025-08-28T14:30', arrivalLocation, timeOfDeparture: '2025-09-02T10:00', departureLocation: 'Other' },
    });
  }
  const reads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === urlOfCall('readHistory')) reads.push(url.searchParams.get('page') ?? '1');
  });
  await page.goto(`/controlPanel/history?teamId=${teamId}&entity=team`);
  const pager = page.getByRole('navigation', { name: 'Pages of the history' });
  await expect(pager).toContainText('Page 1 of 2 (52 found)');
  const rows = changes(page).getByRole('row');
  await expect(rows).toHaveCount(51);
  await expect(rows.nth(1)).toContainText(`Changed team ${RENAMED}`);
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(pager).toContainText('Page 2 of 2 (52 found)');
  await expect(page).toHaveURL(/page=2/);
  // The two oldest: the rename and, last of all, the team's creation.
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(2)).toContainText(`Added team ${TEAM}`);
  await pager.getByRole('button', { name: 'Previous' }).click();
  await expect(pager).toContainText('Page 1 of 2 (52 found)');
  await expect(rows).toHaveCount(51);
  expect(reads).toContain('2');
});
