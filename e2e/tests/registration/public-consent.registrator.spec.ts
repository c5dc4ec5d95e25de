import { expect, test, type Page } from '@playwright/test';
import { BASE_URL } from '../../support/env';
import { logIn } from '../../support/login';
import { countryWithTeam } from '../../support/registration';

/**
 * A registrator withdraws a contestant's consent on Edit Team; the public teams list (drawn by
 * the server, then the app's own read) shows "Contestant 1" and the initials placeholder, while
 * the registrator still sees their own team whole. The team is this spec's own.
 */
const REGISTRATOR = { email: 'consent-registrator@example.com', password: 'e2e-consent-password', name: 'Cora Consent' };
const TEAM_NAME = 'Consent Trial';
const CONTESTANT = 'Grace Hopper';

const person = (fullName: string, tShirtSize: string) => ({ fullName, tShirtSize });

test.describe.configure({ mode: 'serial', timeout: 90_000 });
test.use({ storageState: { cookies: [], origins: [] } });

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: BASE_URL });
  await countryWithTeam(request, {
    countryName: 'Consentia',
    registrator: REGISTRATOR,
    team: {
      name: TEAM_NAME,
      leaderCreateModel: { leaderPerson: person('Carl Consent', 'L'), leaderEmail: 'carl@example.org', leaderPhoneNumber: '+359888000021' },
      hasDeputyLeader: false,
      contestants: [{ contestant: { dateOfBirth: '2011-12-09', operatingSystemName: 'Linux', contestantPerson: person(CONTESTANT, 'S') } }],
      timeOfArrival: '2025-08-28T10:00',
      arrivalLocation: 'Sofia Airport',
      timeOfDeparture: '2025-09-03T18:00',
      departureLocation: 'Sofia Airport',
    },
  });
  await request.dispose();
});

const teamCard = (page: Page) => page.getByRole('article').filter({ has: page.getByRole('heading', { name: TEAM_NAME }) });

test("a withdrawn consent hides the contestant's name and photo from the public, not from their registrator", async ({ page, browser }) => {
  await logIn(page, REGISTRATOR.email, REGISTRATOR.password);
  await page.getByRole('button', { name: 'List and Edit Teams' }).click();
  await page.getByRole('button', { name: `EDIT ${TEAM_NAME}` }).click();
  const choice = page
    .getByRole('article', { name: CONTESTANT })
    .getByRole('group', { name: `Shown publicly (${CONTESTANT})` });
  for (const label of ['Name may be shown publicly', 'Photo may be shown publicly']) {
    const box = choice.getByRole('checkbox', { name: label });
    await expect(box).toBeChecked();
    await box.uncheck();
    await expect(page.getByText('Consent is recorded successfully!').first()).toBeVisible();
    await expect(box).not.toBeChecked();
  }

  const visitor = await browser.newPage({ storageState: { cookies: [], origins: [] } });
  try {
    // The read the server draws the page from and the app then shows.
    const read = await (await visitor.request.get('/api/Team')).text();
    expect(read).toContain(TEAM_NAME);
    expect(read).not.toContain(CONTESTANT);
    await visitor.goto('/teams');
    const card = teamCard(visitor);
    await expect(card.getByText('Contestant 1', { exact: true })).toBeVisible();
    await expect(card.getByText(CONTESTANT)).toHaveCount(0);
    // The initials placeholder, not the photo.
    await expect(card.getByRole('img', { name: 'Contestant 1' })).toHaveAttribute('src', /^data:/);
    await expect(card.getByText('Carl Consent')).toBeVisible();
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
