import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiCall, urlOfCall } from '../../support/api';
import { expectNoAxeViolations, expectNoAxeViolationsAtBothWidths } from '../../support/axe';
import { BASE_URL } from '../../support/env';
import { logIn } from '../../support/login';
import { adminToken, countryWithTeam } from '../../support/registration';

/**
 * A registrator withdraws consents on Edit Team, while registration is open and after the edit
 * window; the public teams list (drawn by the server, then the app's own read) follows at once,
 * while the registrator still sees their own team whole. The country and team are this spec's own.
 */
const REGISTRATOR = { email: 'consent-registrator@example.com', password: 'e2e-consent-password', name: 'Cora Consent' };
const COUNTRY = 'Consentia';
const TEAM_NAME = 'Consent Trial';
const CONTESTANT = 'Grace Hopper';
const LEADER = 'Carl Consent';
const HOUR = 60 * 60 * 1000;

const person = (fullName: string, tShirtSize: string) => ({ fullName, tShirtSize });
let countryId: string;

test.describe.configure({ mode: 'serial', timeout: 90_000 });
test.use({ storageState: { cookies: [], origins: [] } });

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: BASE_URL });
  ({ countryId } = await countryWithTeam(request, {
    countryName: COUNTRY,
    registrator: REGISTRATOR,
    team: {
      name: TEAM_NAME,
      leaderCreateModel: { leaderPerson: person(LEADER, 'L'), leaderEmail: 'carl@example.org', leaderPhoneNumber: '+359888000021' },
      hasDeputyLeader: false,
      contestants: [{ contestant: { dateOfBirth: '2011-12-09', operatingSystemName: 'Linux', contestantPerson: person(CONTESTANT, 'S') } }],
      timeOfArrival: '2025-08-28T10:00',
      arrivalLocation: 'Sofia Airport',
      timeOfDeparture: '2025-09-03T18:00',
      departureLocation: 'Sofia Airport',
    },
  }));
  await request.dispose();
});

/** The country's own registration deadline, set by the administrator (null: the contest's again). */
async function setCountryDeadline(page: Page, registrationDeadline: string | null) {
  await apiCall(page.request, 'updateCountry', {
    params: { id: countryId },
    token: await adminToken(page),
    data: { id: countryId, name: COUNTRY, registrationDeadline },
  });
}

async function openEditTeam(page: Page) {
  await logIn(page, REGISTRATOR.email, REGISTRATOR.password);
  await page.getByRole('button', { name: 'List and Edit Teams' }).click();
  await page.getByRole('button', { name: `EDIT ${TEAM_NAME}` }).click();
  await expect(page).toHaveURL('/editTeam');
}

const question = (choice: Locator, name: string) => choice.getByRole('group', { name });
const teamCard = (page: Page) => page.getByRole('article').filter({ has: page.getByRole('heading', { name: TEAM_NAME }) });

/** Answers No and waits for the server to record it. */
async function withdraw(page: Page, choice: Locator, name: string) {
  await question(choice, name).getByRole('radio', { name: 'No' }).check();
  await expect(page.getByRole('status').filter({ hasText: 'Consent is recorded successfully!' })).toBeVisible();
  await expect(question(choice, name)).toHaveAccessibleDescription('Consent withdrawn');
}

test("a withdrawn consent hides the contestant's name and photo from the public, not from their registrator", async ({ page, browser }) => {
  await openEditTeam(page);
  const choice = page.getByRole('article', { name: CONTESTANT }).getByRole('group', { name: `Shown publicly (${CONTESTANT})` });
  for (const name of ['Name may be shown publicly', 'Photo may be shown publicly']) {
    // Nothing recorded yet: nothing chosen, and the edition's default said.
    await expect(question(choice, name)).toHaveAccessibleDescription("No choice recorded (the edition's default: shown)");
    await expect(question(choice, name).getByRole('radio', { name: 'Yes' })).not.toBeChecked();
    await expect(question(choice, name).getByRole('radio', { name: 'No' })).not.toBeChecked();
    await withdraw(page, choice, name);
  }
  await expectNoAxeViolations(page);

  const visitor = await browser.newPage({ storageState: { cookies: [], origins: [] } });
  try {
    // The read the server draws the page from and the app then shows.
    const read = await (await visitor.request.get(urlOfCall('readTeams'))).text();
    expect(read).toContain(TEAM_NAME);
    expect(read).not.toContain(CONTESTANT);
    await visitor.goto('/teams');
    const card = teamCard(visitor);
    await expect(card.getByText('Contestant 1', { exact: true })).toBeVisible();
    await expect(card.getByText(CONTESTANT)).toHaveCount(0);
    // The initials placeholder, not the photo.
    await expect(card.getByRole('img', { name: 'Contestant 1' })).toHaveAttribute('src', /^data:/);
    await expect(card.getByText(LEADER)).toBeVisible();
  } finally {
    await visitor.close();
  }

  // The page is drawn for everyone and taken over as drawn, then the list is asked again as theirs.
  const errors: string[] = [];
  page.on('console', (entry) => {
    if (entry.type() === 'error') errors.push(entry.text());
  });
  await page.goto('/teams');
  await expect(teamCard(page).getByText(CONTESTANT)).toBeVisible();
  expect(errors).toEqual([]);
});

test('after the edit window the registrator still withdraws a consent on a phone, every other control off', async ({ page, browser }) => {
  await setCountryDeadline(page, new Date(Date.now() - 25 * HOUR).toISOString());
  try {
    await page.setViewportSize({ width: 375, height: 740 });
    await openEditTeam(page);
    await expect(page.getByRole('region', { name: 'Registration closed' })).toContainText('can no longer be changed');
    const leader = page.getByRole('region', { name: 'Leader' });
    await expect(leader.getByRole('button', { name: /^Edit Personal Info/ })).toBeDisabled();
    const choice = leader.getByRole('group', { name: `Shown publicly (${LEADER})` });
    await expect(question(choice, 'Name may be shown publicly').getByRole('radio', { name: 'No' })).toBeEnabled();
    await withdraw(page, choice, 'Name may be shown publicly');
    await expect(question(choice, 'Photo may be shown publicly')).toHaveAccessibleDescription(
      "No choice recorded (the edition's default: shown)",
    );
    await expectNoAxeViolationsAtBothWidths(page);

    const visitor = await browser.newPage({ storageState: { cookies: [], origins: [] } });
    try {
      await visitor.goto('/teams');
      await expect(teamCard(visitor).getByText('Team leader', { exact: true })).toBeVisible();
      await expect(teamCard(visitor).getByText(LEADER)).toHaveCount(0);
    } finally {
      await visitor.close();
    }
  } finally {
    await setCountryDeadline(page, null);
  }
});
