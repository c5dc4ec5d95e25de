import { expect, test } from '@playwright/test';
import { apiCall } from '../../support/api';
import { expectNoAxeViolations } from '../../support/axe';
import { BASE_URL } from '../../support/env';
import { logIn } from '../../support/login';
import { countryWithTeam } from '../../support/registration';

/**
 * A registrator's /history: their own country's changes (their team, renamed by them), and
 * nothing of another country's (a team made for another country at the same time).
 */
const letters = (n: number) => n.toString(36).replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);
const TAG = letters(Date.now());
const REGISTRATOR = { email: `history-${TAG}@example.com`, password: 'e2e-history-password', name: 'Hana History' };
const TEAM = `Chronicle ${TAG}`;
const RENAMED = `Chronicle ${TAG} Renamed`;
const ELSEWHERE = `Elsewhere ${TAG}`;

const team = (name: string) => ({
  name,
  leaderCreateModel: {
    leaderPerson: { fullName: 'Hugo History', tShirtSize: 'L' },
    leaderEmail: 'hugo@example.org',
    leaderPhoneNumber: '+359888000051',
  },
  hasDeputyLeader: false,
  contestants: [
    {
      contestant: {
        dateOfBirth: '2011-12-09',
        operatingSystemName: 'Linux',
        contestantPerson: { fullName: 'Hilda History', tShirtSize: 'S' },
      },
    },
  ],
  timeOfArrival: '2025-08-28T10:00',
  arrivalLocation: 'Sofia Airport',
  timeOfDeparture: '2025-09-03T18:00',
  departureLocation: 'Sofia Airport',
});

test.describe.configure({ mode: 'serial', timeout: 90_000 });
test.use({ storageState: { cookies: [], origins: [] } });

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: BASE_URL });
  const { countryId } = await countryWithTeam(request, { countryName: `Chronicland ${TAG}`, registrator: REGISTRATOR, team: team(TEAM) });
  await countryWithTeam(request, {
    countryName: `Elsewhereland ${TAG}`,
    registrator: { email: `elsewhere-${TAG}@example.com`, password: 'e2e-elsewhere-password', name: 'Elsa Elsewhere' },
    team: team(ELSEWHERE),
  });
  const { token } = await apiCall<{ token: string }>(request, 'logIn', {
    data: { email: REGISTRATOR.email, password: REGISTRATOR.password },
  });
  const [own] = await apiCall<Array<{ id: string }>>(request, 'readCountryTeams', { params: { countryId }, token });
  await apiCall(request, 'editTeamBasics', { token, data: { id: own!.id, name: RENAMED, teamGroup: 'junior', isOfficial: true } });
  await request.dispose();
});

test("the home panel's History opens the country's changes, and only its own", async ({ page }) => {
  await logIn(page, REGISTRATOR.email, REGISTRATOR.password);
  await page.getByRole('region', { name: 'Team registration' }).getByRole('link', { name: 'History' }).click();
  await expect(page).toHaveURL('/history');
  await expect(page.getByRole('heading', { level: 1, name: 'History' })).toBeVisible();
  const changes = page.getByRole('table', { name: 'Changes' });
  const rename = changes.getByRole('row').filter({ hasText: `Changed team ${RENAMED}` });
  await expect(rename).toHaveCount(1);
  await expect(rename.getByRole('cell').nth(1)).toHaveText(`Hana History (${REGISTRATOR.email})`);
  await expect(rename.getByRole('cell').nth(3)).toHaveText(`Name: ${TEAM} → ${RENAMED}`);
  await expect(changes).not.toContainText(ELSEWHERE);
  await expect(changes).not.toContainText('Elsewhereland');

  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 375, height: 740 });
  await expectNoAxeViolations(page);
});
