import { expect, test, type Page } from '@playwright/test';
import { apiCall } from '../../support/api';
import { expectNoAxeViolations } from '../../support/axe';
import { countryWithJuniorTeam, ownCountryName, searchBox, TRAVEL } from '../../support/control-panel';
import { REGISTRATOR } from '../../support/env';
import {
  expectAcrossTheScreen,
  expectDialogFitsTheScreen,
  expectFitsThePhone,
  expectNoWiderThanScreen,
  pathsOpenTo,
  PHONE,
  waitForScreen,
} from '../../support/phone-width';

// Every route of the route table an administrator may open.
for (const path of pathsOpenTo('Administrator')) {
  test(`${path} is no wider than a 375 px phone for an administrator`, async ({ page }) => {
    await expectFitsThePhone(page, path);
  });
}

/**
 * The screens opened from a row and the confirmations, on a phone (touch, the browser's mobile
 * viewport), with a country of this spec's own: a junior team and a guest.
 */
test.describe('opened from a row, on a phone', () => {
  const COUNTRY = ownCountryName('Lichtenstein');
  const TEAM = `${COUNTRY} Juniors`;
  const GUEST = 'Konstantina Lichtenstein-Rodenegg';

  test.describe.configure({ mode: 'serial', timeout: 120_000 });
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test.beforeAll(async ({ browser }) => {
    const page = await browser.newPage();
    const { token, countryId } = await countryWithJuniorTeam(page, {
      country: COUNTRY,
      team: TEAM,
      leader: { fullName: 'Leopold Lichtenstein', email: 'leopold@example.org', phone: '+359888000041' },
      contestant: 'Liesl Lichtenstein',
    });
    const { id: contestId } = await apiCall<{ id: string }>(page.request, 'readContest', { query: { year: 2025 } });
    await apiCall(page.request, 'createPerson', {
      token,
      data: { fullName: GUEST, roles: ['GUEST'], countryId, contestId, tShirtSize: 'S', ...TRAVEL },
    });
    await page.close();
  });

  const openScreen = async (page: Page, path: string) => {
    await page.goto(path);
    await waitForScreen(page);
  };
  /** Taps a row's control, then checks the screen it opens. */
  const opens = async (page: Page, control: string, path: string | RegExp) => {
    await page
      .getByRole('button', { name: control })
      .or(page.getByRole('link', { name: control }))
      .first()
      .tap();
    await expect(page).toHaveURL(path);
    await waitForScreen(page);
    await expectNoWiderThanScreen(page);
  };
  /** Taps the control, checks the dialog it opens and leaves it with its harmless choice. */
  const confirms = async (page: Page, control: string, dialogName: string, leave = 'Cancel') => {
    await page.getByRole('button', { name: control }).first().tap();
    const dialog = page.getByRole('alertdialog', { name: dialogName });
    await expectDialogFitsTheScreen(dialog);
    await dialog.getByRole('button', { name: leave, exact: true }).tap();
    await expect(dialog).toHaveCount(0);
  };

  test("Teams: a team's Edit Team, its country's guests and its history fit the screen; axe on Teams", async ({ page }) => {
    await openScreen(page, '/controlPanel/teams');
    await expectNoAxeViolations(page);
    await searchBox(page).fill(COUNTRY);
    await opens(page, `Edit ${TEAM}`, '/editTeam');
    await page.goBack();
    await searchBox(page).fill(COUNTRY);
    await opens(page, `Guests of ${COUNTRY}`, '/listGuests');
    await expect(page.getByRole('img', { name: `Picture of ${GUEST}` })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goBack();
    await searchBox(page).fill(COUNTRY);
    await opens(page, `History of ${TEAM}`, /\/controlPanel\/history\?teamId=/);
  });

  test("Countries: the table in its own scroll region, each row's Edit and Delete in view; the form and the delete confirmation fit the screen; axe", async ({
    page,
  }) => {
    await openScreen(page, '/controlPanel/countries');
    await expect(page.getByRole('region', { name: 'Countries table' })).toBeVisible();
    for (const action of ['Edit', 'Delete']) await expectAcrossTheScreen(page.getByRole('button', { name: `${action} ${COUNTRY}` }));
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: `Edit ${COUNTRY}` }).tap();
    await expect(page.getByRole('button', { name: 'Edit Country' })).toBeVisible();
    await expectNoWiderThanScreen(page);
    await confirms(page, `Delete ${COUNTRY}`, 'Delete country');
  });

  test('Users, People, Guides, Committee and Export/Import: their row actions and confirmations fit the screen; axe on Users and People', async ({
    page,
  }) => {
    await openScreen(page, '/controlPanel/users');
    await expectNoAxeViolations(page);
    await searchBox(page).fill(REGISTRATOR.email);
    await confirms(page, `Reset password of ${REGISTRATOR.email}`, 'Reset password');

    await openScreen(page, '/controlPanel/people');
    await expectNoAxeViolations(page);

    await openScreen(page, '/controlPanel/guides');
    await confirms(page, 'Remove', 'Remove team from guide');

    await openScreen(page, '/controlPanel/committee');
    await page
      .getByRole('button', { name: /^Edit / })
      .first()
      .tap();
    await expectNoWiderThanScreen(page);

    await openScreen(page, '/controlPanel/exportImport');
    await confirms(page, 'Erase personal data', 'Erase personal data', 'Close Erase personal data');
  });
});
