import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolationsAtBothWidths } from '../../support/axe';
import { logIn } from '../../support/login';
import { expectNoWiderThanScreen, PHONE } from '../../support/phone-width';
import { keepLetterSettings } from '../../support/letters';
import { countryWithTeam } from '../../support/registration';

// docs/screens.md, Invitation letters: a registrator of a country of the spec's own gives a
// leader's visa details, downloads the letter and sees it outdated after a change.

const stamp = Date.now()
  .toString(36)
  .replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!);

/** The letter settings' texts as the spec found them, put back after it. */
let before: Awaited<ReturnType<typeof keepLetterSettings>>['before'];

test.beforeAll(async ({ request }) => {
  const kept = await keepLetterSettings(request);
  before = kept.before;
  await kept.switchOn({
    signatoryName: 'Ana Organiser',
    signatoryTitle: 'Chair of the organising committee',
    body: 'We invite {name}, {role} of the team of {country}, to {contestName} at {venue}, from {arrivalDate} to {departureDate}.',
  });
});

test.afterAll(async ({ request }) => (await keepLetterSettings(request)).save(before));

/** A country of the test's own (`name`), its registrator and a team whose travel is entered; answers the registrator. */
async function letterland(request: APIRequestContext, name: string) {
  const registrator = { email: `${name}${stamp}@example.com`, password: 'e2e-letters-registrator', name: 'Lars Letters' };
  await countryWithTeam(request, {
    countryName: `Letterland ${name} ${stamp}`,
    registrator,
    team: {
      name: `Letterland ${name} ${stamp} Juniors`,
      leaderCreateModel: {
        leaderPerson: { fullName: 'Lena Leader', tShirtSize: 'L' },
        leaderEmail: `lena${name}${stamp}@example.org`,
        leaderPhoneNumber: '+359888000051',
      },
      contestants: [
        {
          contestant: {
            dateOfBirth: '2011-05-06',
            operatingSystemName: 'Linux',
            contestantPerson: { fullName: 'Ivan Petrov', tShirtSize: 'M' },
          },
        },
      ],
      timeOfArrival: '2025-08-28T10:00',
      arrivalLocation: 'Sofia Airport',
      timeOfDeparture: '2025-09-03T18:00',
      departureLocation: 'Sofia Airport',
    },
  });
  return registrator;
}

async function openLetters(page: Page, registrator: { email: string; password: string }) {
  await page.goto('/');
  await page.evaluate(() => localStorage.clear());
  await logIn(page, registrator.email, registrator.password);
  await page.getByRole('link', { name: 'Invitation letters' }).click();
  await expect(page).toHaveURL('/invitationLetters');
  await expect(page.getByRole('heading', { level: 1, name: 'Invitation letters' })).toBeVisible();
}

const leaderForm = (page: Page) => page.getByRole('group', { name: 'Lena Leader (Leader)' });

for (const width of [1280, PHONE.width]) {
  test(`at ${width} px: ticked, required, saved, downloaded as a PDF, outdated after a change`, async ({ page }) => {
    await page.setViewportSize({ width, height: PHONE.height });
    await openLetters(page, await letterland(page.request, width === PHONE.width ? 'phone' : 'desk'));
    const leader = leaderForm(page);
    const needs = leader.getByRole('checkbox', { name: 'Needs an invitation letter' });
    await needs.check();
    await expect(leader.getByText('Stay: 08/28/2025 – 09/03/2025, from travel')).toBeVisible();
    await leader.getByRole('button', { name: 'Save visa details for Lena Leader' }).click();
    await expect(leader.getByLabel('Name as in the passport')).toHaveAccessibleErrorMessage('Please Fill Required Field!');
    await expect(leader.getByText('Please Fill Required Field!')).toHaveCount(5);
    await expectNoAxeViolationsAtBothWidths(page);
    await expectNoWiderThanScreen(page);

    await leader.getByLabel('Name as in the passport').fill('lena leader');
    await leader.getByLabel('Nationality').fill('Chilean');
    await leader.getByLabel('Passport number').fill('P1234567');
    await leader.getByLabel('Passport expiry date').fill('2030-01-31');
    await leader.getByLabel('Date of birth').fill('1980-02-29');
    await leader.getByRole('button', { name: 'Save visa details for Lena Leader' }).click();
    await expect(page.getByText('Visa details saved.')).toBeVisible();
    await expect(leader.getByLabel('Name as in the passport')).toHaveValue('LENA LEADER');

    const downloading = page.waitForEvent('download');
    await leader.getByRole('button', { name: 'Download letter for Lena Leader' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-');
    await expect(leader.getByText(/^Letter generated on .* by Lars Letters\.$/)).toBeVisible();

    await leader.getByLabel('Nationality').fill('Argentinian');
    await leader.getByRole('button', { name: 'Save visa details for Lena Leader' }).click();
    await expect(
      leader.getByText('The details changed after this letter was generated. Download it again for a new letter.'),
    ).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page);
    await expectNoWiderThanScreen(page);

    // Reloaded, the screen arrives drawn by the server for the session and React takes it over.
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const response = await page.reload();
    expect(await response!.text()).toContain('"drawnFor"');
    await expect(leader.getByLabel('Nationality')).toHaveValue('Argentinian');
    await expect(leader.getByRole('button', { name: 'Download letter for Lena Leader' })).toBeEnabled();
    expect(errors).toEqual([]);
  });
}
