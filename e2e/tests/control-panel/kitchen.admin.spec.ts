import { expect, test } from '@playwright/test';
import { apiCall } from '../../support/api';
import { expectNoAxeViolationsAtBothWidths } from '../../support/axe';
import { countryWithJuniorTeam, openSection, ownCountryName } from '../../support/control-panel';
import { adminToken } from '../../support/registration';

/**
 * The control panel's Kitchen section: a team of the spec's own arrives on 28 August (the
 * journey every test team makes); its leader eats vegan and is allergic to peanuts (with the
 * consent, through the api), its contestant has given no answer. The day's counts grow by exactly
 * them, and the leader is in the list of allergies and diets, the contestant not.
 */
const COUNTRY = ownCountryName('Kitchenland');
const LEADER = 'Kira Kitchenova';
const DAY = '2025-08-28';
const DIETS = ['none', 'vegetarian', 'vegan', 'halal', 'kosher', 'other', 'unanswered'] as const;

type Counts = Record<(typeof DIETS)[number], number>;
interface Kitchen {
  days: { date: string; total: number; diets: Counts }[];
  withoutTravel: number;
}
let before: Kitchen;

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  before = await apiCall<Kitchen>(page.request, 'readKitchen', { token: await adminToken(page) });
  const { token, countryId } = await countryWithJuniorTeam(page, {
    country: COUNTRY,
    team: `${COUNTRY} Juniors`,
    leader: { fullName: LEADER, email: `kira.${Date.now().toString(36)}@example.org`, phone: '+359888123458' },
    contestant: 'Kai Kitchenov',
  });
  const { people } = await apiCall<{ people: { personId: string; fullName: string }[] }>(page.request, 'readDelegationStay', {
    token,
    params: { countryId },
  });
  const leader = people.find((person) => person.fullName === LEADER)!;
  await apiCall(page.request, 'saveHealthDetails', {
    token,
    params: { id: leader.personId },
    data: { consent: true, diet: 'vegan', allergies: 'Peanuts', medicalNotes: '' },
  });
  await page.close();
});

test("kitchen: the day's counts per diet, people without travel, and the allergies and diets", async ({ page }) => {
  test.setTimeout(120_000);
  await openSection(page, 'Kitchen', '/controlPanel/kitchen');
  const days = page.getByRole('table', { name: 'Diets per day' });
  await expect(days.getByRole('columnheader')).toHaveText([
    'Day',
    'No special diet',
    'Vegetarian',
    'Vegan',
    'Halal',
    'Kosher',
    'Other',
    'Not answered',
    'Total',
  ]);
  // The team's leader (vegan) and contestant (no answer) eat on the day they arrive, beside everyone counted before.
  const was = before.days.find((day) => day.date === DAY)?.diets ?? ({} as Partial<Counts>);
  const now = DIETS.map((diet) => String((was[diet] ?? 0) + (diet === 'vegan' || diet === 'unanswered' ? 1 : 0)));
  const total = (before.days.find((day) => day.date === DAY)?.total ?? 0) + 2;
  await expect(days.getByRole('row').filter({ hasText: '08/28/2025' }).locator('th, td')).toHaveText(['08/28/2025', ...now, String(total)]);
  await expect(page.getByText(`People without travel: ${before.withoutTravel}`, { exact: true })).toBeVisible();

  const people = page.getByRole('table', { name: 'Allergies and diets' });
  await expect(people.getByRole('columnheader')).toHaveText(['Name', 'Country', 'Role', 'Diet', 'Allergies']);
  await expect(people.getByRole('row').filter({ hasText: LEADER }).getByRole('cell')).toHaveText([
    LEADER,
    COUNTRY,
    'Leader',
    'Vegan',
    'Peanuts',
  ]);
  await expect(people.getByRole('row').filter({ hasText: 'Kai Kitchenov' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page);
});
