import { expect, test } from '@playwright/test';
import { expectNoAxeViolationsAtBothWidths } from '../../support/axe';
import { BASE_URL } from '../../support/env';
import { logIn } from '../../support/login';
import { countryWithTeam } from '../../support/registration';

/**
 * Edit Team's leader block as a registrator on a phone meets it: a country and team of this spec's
 * own, so that nothing here meets another spec's edits.
 */
const EDITOR = { email: 'leader-messages@example.com', password: 'e2e-leader-messages', name: 'Lea Messages' };
const TEAM_NAME = 'Leader Messages Team';
const person = (fullName: string, tShirtSize: string) => ({ fullName, tShirtSize });

test.use({ storageState: { cookies: [], origins: [] }, viewport: { width: 375, height: 740 } });

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: BASE_URL });
  await countryWithTeam(request, {
    countryName: 'Leader Messages Land',
    registrator: EDITOR,
    team: {
      name: TEAM_NAME,
      leaderCreateModel: {
        leaderPerson: person('Lena Leader', 'L'),
        leaderEmail: 'lena.messages@example.org',
        leaderPhoneNumber: '+359888000021',
      },
      hasDeputyLeader: false,
      contestants: [
        { contestant: { dateOfBirth: '2011-03-04', operatingSystemName: 'Linux', contestantPerson: person('Ada Lovelace', 'M') } },
      ],
      timeOfArrival: '2025-08-28T10:00',
      arrivalLocation: 'Sofia Airport',
      timeOfDeparture: '2025-09-03T18:00',
      departureLocation: 'Sofia Airport',
    },
  });
  await request.dispose();
});

test('Edit Personal Info unlocks the leader without asking for changes; an invalid phone says only what is wrong', async ({ page }) => {
  await logIn(page, EDITOR.email, EDITOR.password);
  await page.getByRole('button', { name: 'List and Edit Teams' }).click();
  await page.getByRole('button', { name: `EDIT ${TEAM_NAME}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Team' })).toBeVisible();
  const leader = page.getByRole('region', { name: 'Leader', exact: true });
  const unchanged = page.getByText('Please make some changes to edit the leader.');

  await leader.getByRole('button', { name: /^Edit Personal Info/ }).click();
  await expect(leader.getByLabel('Full name')).toBeEnabled();
  await expect(leader.getByLabel('Full name')).toBeFocused();
  await expect(leader.getByRole('button', { name: /^Change/ })).toBeVisible();
  await expect(unchanged).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);

  const phone = leader.getByLabel('Phone');
  await phone.fill('+359 888 abc');
  await leader.getByRole('button', { name: /^Change/ }).click();
  await expect(phone).toHaveAccessibleErrorMessage('Only digits and + allowed!');
  await expect(page.getByRole('alert').filter({ hasText: 'The form is invalid. Please fill fields correctly!' })).toBeVisible();
  await expect(phone).toBeFocused();
  await expect(unchanged).toHaveCount(0);
  await expectNoAxeViolationsAtBothWidths(page);
});
