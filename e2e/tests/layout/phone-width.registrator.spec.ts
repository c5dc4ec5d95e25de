import { expect, test } from '@playwright/test';
import { apiCall } from '../../support/api';
import { expectNoAxeViolations } from '../../support/axe';
import { ownCountryName, TRAVEL } from '../../support/control-panel';
import { BASE_URL } from '../../support/env';
import { logIn } from '../../support/login';
import { adminToken, countryWithTeam } from '../../support/registration';
import {
  expectAcrossTheScreen,
  expectDialogFitsTheScreen,
  expectFitsThePhone,
  expectNoWiderThanScreen,
  pathsOpenTo,
  PHONE,
  waitForScreen,
} from '../../support/phone-width';

// Every route of the route table a registrator may open, as the project's registrator.
for (const path of pathsOpenTo('TeamRegistrator')) {
  test(`${path} is no wider than a 375 px phone for a registrator`, async ({ page }) => {
    await expectFitsThePhone(page, path);
  });
}

/**
 * The screens opened from a row and their dialogs, on a phone as a registrator holds it (touch,
 * the browser's mobile viewport), for a country of this spec's own: a team with a deputy and two
 * contestants, and a guest, with long names.
 */
test.describe('opened from a row, on a phone', () => {
  const COUNTRY = ownCountryName('Wolkenstein');
  const TEAM = `${COUNTRY} Juniors`;
  const GUEST = 'Maximiliana Wolkenstein-Rodenegg';
  const REGISTRATOR = {
    email: `${COUNTRY.replace(/\W/g, '').toLowerCase()}@example.com`,
    password: 'e2e-phone-width-password',
    name: 'Wanda Wide',
  };
  const person = (fullName: string) => ({ fullName, tShirtSize: 'M' });
  const contestant = (fullName: string) => ({
    contestant: { dateOfBirth: '2011-03-04', operatingSystemName: 'Linux', contestantPerson: person(fullName) },
  });

  test.describe.configure({ mode: 'serial', timeout: 120_000 });
  test.use({ storageState: { cookies: [], origins: [] }, viewport: PHONE, isMobile: true, hasTouch: true });

  test.beforeAll(async ({ browser, playwright }) => {
    const request = await playwright.request.newContext({ baseURL: BASE_URL });
    const { countryId } = await countryWithTeam(request, {
      countryName: COUNTRY,
      registrator: REGISTRATOR,
      team: {
        name: TEAM,
        leaderCreateModel: {
          leaderPerson: person('Leopoldine Hohenberg-Lattermann'),
          leaderEmail: 'leopoldine@example.org',
          leaderPhoneNumber: '+359888000031',
        },
        hasDeputyLeader: true,
        deputyLeaderCreateModel: {
          leaderPerson: person('Dietrich Deputy'),
          leaderEmail: 'dietrich@example.org',
          leaderPhoneNumber: '+359888000032',
        },
        contestants: [contestant('Konstantin Wolkenstein'), contestant('Wilhelmina Wolkenstein')],
        ...TRAVEL,
      },
    });
    await request.dispose();
    const page = await browser.newPage();
    const { id: contestId } = await apiCall<{ id: string }>(page.request, 'readContest', { query: { year: 2025 } });
    await apiCall(page.request, 'createPerson', {
      token: await adminToken(page),
      data: { fullName: GUEST, roles: ['GUEST'], countryId, contestId, tShirtSize: 'XL', ...TRAVEL },
    });
    await page.close();
  });

  test.beforeEach(async ({ page }) => {
    await logIn(page, REGISTRATOR.email, REGISTRATOR.password);
  });

  test('Edit Team, opened with EDIT, and its Replace Leader, Add Contestant and Delete contestant dialogs fit the screen', async ({
    page,
  }) => {
    await page.goto('/listTeams');
    await waitForScreen(page);
    await page.getByRole('button', { name: `EDIT ${TEAM}` }).tap();
    await expect(page).toHaveURL('/editTeam');
    await waitForScreen(page);
    await expectNoWiderThanScreen(page);

    for (const [opener, name, close] of [
      ['Replace With (Leader)', 'Replace Leader', 'Close'],
      ['Add Contestant', 'Add Contestant', 'Close'],
      ['Delete Wilhelmina Wolkenstein', 'Delete contestant', 'Cancel'],
    ] as const) {
      await page.getByRole('button', { name: opener, exact: true }).tap();
      const dialog = page.getByRole('dialog', { name }).or(page.getByRole('alertdialog', { name }));
      await expectDialogFitsTheScreen(dialog);
      await dialog.getByRole('button', { name: close, exact: true }).tap();
      await expect(dialog).toHaveCount(0);
    }
  });

  test('the guests list shows each guest as a card with its whole photo and its Edit and Delete in view; Edit Guest and the delete dialog fit the screen', async ({
    page,
  }) => {
    await page.goto('/listGuests');
    await waitForScreen(page);
    await expectNoWiderThanScreen(page);
    const row = page.getByRole('row').filter({ hasText: GUEST });
    const photo = row.getByRole('img', { name: `Picture of ${GUEST}` });
    await expect(photo).toBeVisible();
    // The photo keeps its 150×190, not a thin strip.
    expect(await photo.boundingBox()).toMatchObject({ width: 150, height: 190 });
    for (const action of ['Edit', 'Delete']) await expectAcrossTheScreen(row.getByRole('button', { name: `${action} ${GUEST}` }));
    await expectNoAxeViolations(page);

    await row.getByRole('button', { name: `Edit ${GUEST}` }).tap();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Guest' })).toBeVisible();
    await waitForScreen(page);
    await expectNoWiderThanScreen(page);
    await page.goBack();

    await row.getByRole('button', { name: `Delete ${GUEST}` }).tap();
    const dialog = page.getByRole('alertdialog', { name: 'Delete guest' });
    await expectDialogFitsTheScreen(dialog);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: `Delete ${GUEST}` }).tap();
    await expect(dialog).toHaveCount(0);
    await expect(row).toHaveCount(0);
  });
});
