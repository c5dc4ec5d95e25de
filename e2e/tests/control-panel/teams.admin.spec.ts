import { expect, test, type Page } from '@playwright/test';
import { apiCall } from '../../support/api';
import { expectNoAxeViolations, expectNoAxeViolationsAtBothWidths } from '../../support/axe';
import { countryWithJuniorTeam, openSection, ownCountryName, searchBox, TRAVEL } from '../../support/control-panel';
import { setEndOfRegistration } from '../../support/registration';

/**
 * The control panel's Teams section, driven as an organiser would. The country, its junior team
 * and its guest are made for this spec alone through the api, so its changes meet no other spec's.
 */
const COUNTRY = ownCountryName('Thule');
const JUNIOR = `${COUNTRY} Juniors`;
const RENAMED = `${COUNTRY} Stars`;
const SENIOR = `${COUNTRY} Seniors`;
const DAY = 24 * 60 * 60 * 1000;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  const { token, countryId } = await countryWithJuniorTeam(page, {
    country: COUNTRY,
    team: JUNIOR,
    leader: { fullName: 'Tove Leader', email: 'tove@example.org', phone: '+359888000021' },
    contestant: 'Tim Thulean',
  });
  const { id: contestId } = await apiCall<{ id: string }>(page.request, 'readContest', { query: { year: 2025 } });
  await apiCall(page.request, 'createPerson', {
    token,
    data: { fullName: 'Gro Guest', roles: ['GUEST'], countryId, contestId, tShirtSize: 'S', ...TRAVEL },
  });
  await page.close();
});

const teamsTable = (page: Page) => page.getByRole('table', { name: 'Teams' });
const message = (page: Page, text: string) => expect(page.getByText(text, { exact: true })).toBeVisible();
const openTeams = (page: Page) => openSection(page, 'Teams', '/controlPanel/teams');

test('every team with flag, country, name, group, leader, contestants and guide; searched and filtered by group', async ({ page }) => {
  await openTeams(page);
  const table = teamsTable(page);
  await expect(table.getByRole('columnheader')).toHaveText([
    'Flag',
    'Country',
    'Team',
    'Group',
    'Leader',
    'Contestants',
    'Guide',
    'Actions',
  ]);
  // The demo edition's teams have guides.
  await expect(table.getByRole('row').nth(1).getByRole('cell').nth(6)).not.toHaveText('—');
  await expectNoAxeViolationsAtBothWidths(page);

  await searchBox(page).fill('Tim Thulean');
  await expect(table.getByRole('row')).toHaveCount(2);
  const row = table.getByRole('row').nth(1);
  await expect(row.getByRole('img', { name: `Flag of ${COUNTRY}` })).toBeVisible();
  await expect(row.getByRole('cell')).toHaveText([
    '',
    COUNTRY,
    JUNIOR,
    'Junior',
    'Tove Leader',
    '1',
    '—',
    `Edit ${JUNIOR}Guests of ${COUNTRY}History of ${JUNIOR}`,
  ]);

  await searchBox(page).fill('');
  await page.getByRole('combobox', { name: 'Group' }).selectOption('Senior');
  await expect(table.getByRole('cell', { name: 'Junior', exact: true })).toHaveCount(0);
  await expect(table.getByRole('cell', { name: 'Senior', exact: true }).first()).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page);
});

test("renames a team after the registrators' deadline, through Edit with every control enabled", async ({ page }) => {
  const deadline = await setEndOfRegistration(page, new Date(Date.now() - 3 * DAY).toISOString());
  try {
    await openTeams(page);
    await searchBox(page).fill(COUNTRY);
    await page.getByRole('button', { name: `Edit ${JUNIOR}` }).click();
    await expect(page).toHaveURL('/editTeam');
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Team' })).toBeVisible();
    await expect(page.getByText(COUNTRY, { exact: true })).toBeVisible();
    // No window applies to an Administrator: no note, nothing disabled.
    await expect(page.getByRole('region', { name: 'Registration closed' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add Contestant' })).toBeEnabled();
    const team = page.getByRole('region', { name: 'Team', exact: true });
    await expect(team.getByLabel('Team name')).toHaveValue(JUNIOR);
    await team.getByLabel('Team name').fill(RENAMED);
    await team.getByRole('button', { name: /^Change/ }).click();
    await message(page, 'Team Name and Group is changed successfully!');

    await page.getByRole('link', { name: 'Back to Teams' }).click();
    await expect(page).toHaveURL('/controlPanel/teams');
    await searchBox(page).fill(COUNTRY);
    await expect(teamsTable(page).getByRole('cell', { name: RENAMED, exact: true })).toBeVisible();
  } finally {
    await setEndOfRegistration(page, deadline);
  }
});

test('adds a second, Senior team for a country that already has one', async ({ page }) => {
  await openTeams(page);
  await page.getByRole('button', { name: 'Add Team' }).click();
  await expect(page).toHaveURL('/addTeam');
  await expect(page.getByRole('heading', { level: 1, name: 'Add Team' })).toBeVisible();
  const team = page.getByRole('group', { name: 'Team' });
  await team.getByLabel('Country').selectOption({ label: COUNTRY });
  await team.getByLabel('Team name').fill(SENIOR);
  await team.getByLabel('Group').selectOption('Senior');
  const leader = page.getByRole('group', { name: 'Leader', exact: true });
  // The country's own leaders are offered.
  await expect(leader.getByLabel('Existing leader').locator('option', { hasText: 'Tove Leader' })).toHaveCount(1);
  await leader.getByLabel('Full name').fill('Sven Senior');
  await leader.getByLabel('T-shirt size').selectOption('XL');
  await leader.getByLabel('Email').fill('sven@example.org');
  await leader.getByLabel('Phone').fill('+359888000022');
  const contestant = page.getByRole('group', { name: 'Contestant 1' });
  await contestant.getByLabel('Full name').fill('Siri Senior');
  await contestant.getByLabel('Operating system').selectOption('Linux');
  await contestant.getByLabel('Date of birth').fill('2010-02-03');
  await contestant.getByLabel('T-shirt size').selectOption('M');
  const arrival = page.getByRole('group', { name: 'Arrival' });
  await arrival.getByLabel('Time of arrival').fill('2025-08-28T12:00');
  await arrival.getByLabel('Arrival location').selectOption('Sofia Airport');
  await arrival.getByLabel('Time of departure').fill('2025-09-03T12:00');
  await arrival.getByLabel('Departure location').selectOption('Sofia Airport');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Add Team' }).click();

  await expect(page).toHaveURL('/controlPanel/teams');
  await message(page, 'Team has been created successfully!');
  await searchBox(page).fill(COUNTRY);
  const table = teamsTable(page);
  await expect(table.getByRole('row')).toHaveCount(3);
  const senior = table.getByRole('row').filter({ hasText: SENIOR });
  await expect(senior.getByRole('cell').nth(3)).toHaveText('Senior');
  await expect(senior.getByRole('cell').nth(4)).toHaveText('Sven Senior');
});

test("opens the country's guests", async ({ page }) => {
  await openTeams(page);
  await searchBox(page).fill(COUNTRY);
  await page
    .getByRole('button', { name: `Guests of ${COUNTRY}` })
    .first()
    .click();
  await expect(page).toHaveURL('/listGuests');
  await expect(page.getByRole('heading', { level: 1, name: 'Guests' })).toBeVisible();
  await expect(page.getByText(COUNTRY, { exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Gro Guest', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});
