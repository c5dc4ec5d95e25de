import { expect, test } from '@playwright/test';
import { apiCall, urlOfCall } from '../../support/api';
import { expectNoAxeViolationsAtBothWidths } from '../../support/axe';
import { countryWithJuniorTeam, openSection, ownCountryName, searchBox } from '../../support/control-panel';

/**
 * An Administrator withdraws a contestant's consent on Edit Team, opened from the control panel's
 * Teams, after the country's edit window has closed; the public teams list follows at once. The
 * country and its team are this spec's own.
 */
const COUNTRY = ownCountryName('Privatia');
const TEAM = `${COUNTRY} Juniors`;
const CONTESTANT = 'Pia Private';
const HOUR = 60 * 60 * 1000;

test('after the edit window an Administrator withdraws a consent, and the public list follows at once', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const { token, countryId } = await countryWithJuniorTeam(page, {
    country: COUNTRY,
    team: TEAM,
    leader: { fullName: 'Paul Private', email: 'paul@example.org', phone: '+359888000031' },
    contestant: CONTESTANT,
  });
  // The country's registrators are past their edit window: an Administrator is held by none.
  await apiCall(page.request, 'updateCountry', {
    params: { id: countryId },
    token,
    data: { id: countryId, name: COUNTRY, registrationDeadline: new Date(Date.now() - 25 * HOUR).toISOString() },
  });

  await openSection(page, 'Teams', '/controlPanel/teams');
  await searchBox(page).fill(COUNTRY);
  await page.getByRole('button', { name: `Edit ${TEAM}` }).click();
  await expect(page).toHaveURL('/editTeam');
  const choice = page.getByRole('article', { name: CONTESTANT }).getByRole('group', { name: `Shown publicly (${CONTESTANT})` });
  const photo = choice.getByRole('group', { name: 'Photo may be shown publicly' });
  await expect(photo).toHaveAccessibleDescription("No choice recorded (the edition's default: shown)");
  await photo.getByRole('radio', { name: 'No' }).check();
  await expect(page.getByRole('status').filter({ hasText: 'Consent is recorded successfully!' })).toBeVisible();
  await expect(photo).toHaveAccessibleDescription('Consent withdrawn');
  const name = choice.getByRole('group', { name: 'Name may be shown publicly' });
  await name.getByRole('radio', { name: 'No' }).check();
  await expect(name).toHaveAccessibleDescription('Consent withdrawn');
  await expectNoAxeViolationsAtBothWidths(page);

  const visitor = await browser.newPage({ storageState: { cookies: [], origins: [] } });
  try {
    await visitor.goto('/teams');
    const card = visitor.getByRole('article').filter({ has: visitor.getByRole('heading', { name: TEAM }) });
    await expect(card.getByRole('img', { name: 'Contestant 1' })).toHaveAttribute('src', /^data:/);
    await expect(card.getByText(CONTESTANT)).toHaveCount(0);
  } finally {
    await visitor.close();
  }

  // Given again, from the same screen: the name is public once more.
  await name.getByRole('radio', { name: 'Yes' }).check();
  await expect(name).toHaveAccessibleDescription('Consent given');
  // The visitor's read (no token goes with this request).
  await expect.poll(async () => (await page.request.get(urlOfCall('readTeams'))).text()).toContain(CONTESTANT);
});
