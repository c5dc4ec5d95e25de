import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolationsAtBothWidths } from '../../support/axe';
import { ownCountryName } from '../../support/control-panel';
import { newCountryRegistrator } from '../../support/registration';
import { urlOfCall } from '../../support/api';

/**
 * Add Team asks each new person whether their photo and name may be shown publicly, nothing chosen
 * at first; the answers given are recorded with the team, the ones left alone record nothing, and
 * Edit Team and the public list say so. The country is this spec's own.
 */
const COUNTRY = ownCountryName('Avalon');
const TEAM = 'Avalon Juniors';

const shownPublicly = (person: Locator) => person.getByRole('group', { name: 'Shown publicly' });
const question = (choice: Locator, name: string) => choice.getByRole('group', { name });

async function fillContestant(page: Page, n: number, fullName: string) {
  const contestant = page.getByRole('group', { name: `Contestant ${n}` });
  await contestant.getByLabel('Full name').fill(fullName);
  await contestant.getByLabel('Operating system').selectOption('Linux');
  await contestant.getByLabel('Date of birth').fill('2011-05-06');
  await contestant.getByLabel('T-shirt size').selectOption('S');
  return contestant;
}

test('Add Team records the consents answered and leaves the others to the edition’s default', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await newCountryRegistrator(page, COUNTRY);
  await page.getByRole('region', { name: 'Team registration' }).getByRole('button', { name: 'Add Team' }).click();
  await expect(page).toHaveURL('/addTeam');

  await page.getByRole('group', { name: 'Team' }).getByLabel('Team name').fill(TEAM);
  const leader = page.getByRole('group', { name: 'Leader', exact: true });
  await leader.getByLabel('Full name').fill('Alma Leader');
  await leader.getByLabel('T-shirt size').selectOption('M');
  await leader.getByLabel('Email').fill('alma@example.com');
  await leader.getByLabel('Phone').fill('+359888123400');
  const answered = await fillContestant(page, 1, 'Arthur Answered');
  await page.getByRole('button', { name: 'Add Contestant' }).click();
  const unanswered = await fillContestant(page, 2, 'Una Unanswered');
  const arrival = page.getByRole('group', { name: 'Arrival' });
  await arrival.getByLabel('Time of arrival').fill('2025-08-28T14:30');
  await arrival.getByLabel('Arrival location').selectOption('Sofia Airport');
  await arrival.getByLabel('Time of departure').fill('2025-09-02T10:00');
  await arrival.getByLabel('Departure location').selectOption('Sofia Airport');

  // Nothing is chosen for anyone until they answer.
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
  await expect(question(shownPublicly(unanswered), 'Photo may be shown publicly')).toHaveAccessibleDescription(
    "No choice recorded (the edition's default: shown)",
  );
  await question(shownPublicly(leader), 'Photo may be shown publicly').getByRole('radio', { name: 'Yes' }).check();
  await question(shownPublicly(leader), 'Name may be shown publicly').getByRole('radio', { name: 'Yes' }).check();
  await question(shownPublicly(answered), 'Photo may be shown publicly').getByRole('radio', { name: 'No' }).check();
  await question(shownPublicly(answered), 'Name may be shown publicly').getByRole('radio', { name: 'No' }).check();
  await expectNoAxeViolationsAtBothWidths(page);

  const posted = page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === urlOfCall('createTeam'),
  );
  await page.getByRole('button', { name: 'Add Team' }).click();
  const body = (await posted).postDataJSON();
  expect(body.leaderPublicConsent).toEqual({ photo: true, name: true });
  expect(body.contestants[0].publicConsent).toEqual({ photo: false, name: false });
  expect(body.contestants[1]).not.toHaveProperty('publicConsent');
  await expect(page.getByRole('status').filter({ hasText: 'Team has been created successfully!' })).toBeVisible();

  // Edit Team tells the three apart.
  await page.getByRole('button', { name: 'List and Edit Teams' }).click();
  await page.getByRole('button', { name: `EDIT ${TEAM}` }).click();
  await expect(page).toHaveURL('/editTeam');
  const leaderChoice = page.getByRole('region', { name: 'Leader' }).getByRole('group', { name: 'Shown publicly (Alma Leader)' });
  await expect(question(leaderChoice, 'Photo may be shown publicly')).toHaveAccessibleDescription('Consent given');
  await expect(question(leaderChoice, 'Photo may be shown publicly').getByRole('radio', { name: 'Yes' })).toBeChecked();
  const answeredChoice = page
    .getByRole('article', { name: 'Arthur Answered' })
    .getByRole('group', { name: 'Shown publicly (Arthur Answered)' });
  await expect(question(answeredChoice, 'Name may be shown publicly')).toHaveAccessibleDescription('Consent withdrawn');
  const unansweredChoice = page
    .getByRole('article', { name: 'Una Unanswered' })
    .getByRole('group', { name: 'Shown publicly (Una Unanswered)' });
  await expect(question(unansweredChoice, 'Name may be shown publicly')).toHaveAccessibleDescription(
    "No choice recorded (the edition's default: shown)",
  );
  await expect(unansweredChoice.getByRole('radio', { checked: true })).toHaveCount(0);
  await expectNoAxeViolationsAtBothWidths(page);

  const visitor = await browser.newPage({ storageState: { cookies: [], origins: [] } });
  try {
    await visitor.goto('/teams');
    const card = visitor.getByRole('article').filter({ has: visitor.getByRole('heading', { name: TEAM }) });
    await expect(card.getByText('Una Unanswered')).toBeVisible();
    await expect(card.getByText('Alma Leader')).toBeVisible();
    await expect(card.getByText('Arthur Answered')).toHaveCount(0);
  } finally {
    await visitor.close();
  }
});
