import { expect, test, type Page } from '@playwright/test';
import { apiCall } from '../../support/api';
import { expectNoAxeViolations } from '../../support/axe';
import { adminToken, newCountryRegistrator } from '../../support/registration';

/** A new country's registrator (this spec's own, logged in on the test's page) and its checklist on the home page. */
const letters = (n: number) => n.toString(36).replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);

const checklist = (page: Page) => page.getByRole('region', { name: 'Still missing' });

async function expectNoAxeViolationsAtBothWidths(page: Page) {
  await expectNoAxeViolations(page);
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 375, height: 740 });
  await expectNoAxeViolations(page);
  await page.setViewportSize(size);
}

/** The country's team, registered by an organiser with every required field and no picture. */
async function registerTeamWithoutPictures(page: Page, countryId: string, name: string) {
  await apiCall(page.request, 'createTeam', {
    token: await adminToken(page),
    data: {
      name,
      countryId,
      leaderCreateModel: {
        leaderPerson: { fullName: 'Cleo Leader', tShirtSize: 'L' },
        leaderEmail: 'cleo@example.org',
        leaderPhoneNumber: '+359888000041',
      },
      contestants: [
        {
          contestant: {
            dateOfBirth: '2011-05-06',
            operatingSystemName: 'Linux',
            contestantPerson: { fullName: 'Cal Checklist', tShirtSize: 'M' },
          },
        },
      ],
      timeOfArrival: '2025-08-28T10:00',
      arrivalLocation: 'Sofia Airport',
      arrivalFlightNumber: 'FB 437',
      timeOfDeparture: '2025-09-03T18:00',
      departureLocation: 'Sofia Airport',
      departureFlightNumber: 'FB 438',
    },
  });
}

test('the home panel lists what the country still misses, each line a link to where it is fixed', async ({ page }) => {
  const country = `Checklandia ${letters(Date.now())}`;
  const { countryId } = await newCountryRegistrator(page, country);
  const panel = page.getByRole('region', { name: 'Team registration' });
  // Beside the panel's own actions and texts, which stay as they are.
  await expect(panel.getByRole('button', { name: 'Add Team' })).toBeVisible();
  await expect(panel.getByText('Registration deadline')).toBeVisible();
  await expect(checklist(page).getByRole('listitem')).toHaveText(['No team yet']);
  await checklist(page).getByRole('link', { name: 'No team yet' }).click();
  await expect(page).toHaveURL('/addTeam');

  const team = `${country} Juniors`;
  await registerTeamWithoutPictures(page, countryId, team);
  await page.goto('/');
  // Pictures are optional, and the guide and the rooms are the organisers' to find: the rooms are
  // only said; the diet answers and the contestant's emergency contact are given on the Rooms, diet
  // and health screen.
  await expect(checklist(page).getByRole('listitem')).toHaveText([
    '2 people without a room yet',
    '2 people without a diet answer',
    '1 contestant without emergency contact',
  ]);
  await expect(checklist(page).getByRole('link')).toHaveCount(2);
  for (const link of await checklist(page).getByRole('link').all()) await expect(link).toHaveAttribute('href', '/stay');
  await expectNoAxeViolationsAtBothWidths(page);
});
