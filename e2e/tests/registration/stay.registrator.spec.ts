import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolationsAtBothWidths } from '../../support/axe';
import { logIn } from '../../support/login';
import { expectNoWiderThanScreen, PHONE } from '../../support/phone-width';
import { countryWithTeam } from '../../support/registration';

// docs/screens.md, Rooms, diet and health: a registrator of a country of the spec's own asks for a
// shared room and gives an emergency contact, then records a consent, a diet and notes, and
// withdraws the consent.

const stamp = Date.now()
  .toString(36)
  .replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!);

const CONSENT =
  'I confirm that this person (for a minor, a parent or guardian) has explicitly consented to the organisers keeping their diet and health information, to keep them safe and fed during the olympiad.';

/** A country of the test's own (`name`), its registrator and a team of a leader and a contestant; answers the registrator. */
async function stayland(request: APIRequestContext, name: string) {
  const registrator = { email: `stay${name}${stamp}@example.com`, password: 'e2e-stay-registrator', name: 'Sam Stay' };
  await countryWithTeam(request, {
    countryName: `Stayland ${name} ${stamp}`,
    registrator,
    team: {
      name: `Stayland ${name} ${stamp} Juniors`,
      leaderCreateModel: {
        leaderPerson: { fullName: 'Lena Leader', tShirtSize: 'L' },
        leaderEmail: `lena${name}${stamp}@example.org`,
        leaderPhoneNumber: '+359888000061',
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

async function openStay(page: Page, registrator: { email: string; password: string }) {
  await page.goto('/');
  await page.evaluate(() => localStorage.clear());
  await logIn(page, registrator.email, registrator.password);
  await page.goto('/stay');
  await expect(page.getByRole('heading', { level: 1, name: 'Rooms, diet and health' })).toBeVisible();
}

const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

for (const width of [1280, PHONE.width]) {
  test(`at ${width} px: a shared room and an emergency contact saved and read back; diet and health behind a consent, withdrawn`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: PHONE.height });
    await openStay(page, await stayland(page.request, width === PHONE.width ? 'phone' : 'desk'));
    const contestant = card(page, 'Ivan Petrov');
    await expect(contestant.getByText('Contestant, ')).toBeVisible();
    const room = contestant.getByRole('form', { name: 'Room and emergency contact' });
    await expect(room.getByRole('radio', { name: 'No preference' })).toBeChecked();
    await expect(room.getByText('Required for a contestant before the end of registration.')).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page);
    await expectNoWiderThanScreen(page);

    await room.getByRole('radio', { name: 'Share with a delegation member' }).check();
    await room.getByRole('combobox', { name: 'Share with' }).selectOption({ label: 'Lena Leader' });
    await room.getByLabel('Contact name', { exact: true }).fill('Olga Petrova');
    await room.getByRole('button', { name: 'Save room and emergency contact for Ivan Petrov' }).click();
    await expect(room.getByLabel('Relation', { exact: true })).toHaveAccessibleErrorMessage('Please Fill Required Field!');
    await room.getByLabel('Relation', { exact: true }).fill('Mother');
    await room.getByLabel('Contact phone', { exact: true }).fill('+359888000062');
    await room.getByRole('button', { name: 'Save room and emergency contact for Ivan Petrov' }).click();
    await expect(page.getByText('Room request and emergency contact saved.')).toBeVisible();
    await expect(room.getByText('Required for a contestant before the end of registration.')).toBeHidden();

    const health = contestant.getByRole('form', { name: 'Diet and health' });
    await expect(health.getByRole('combobox', { name: 'Diet' })).toHaveCount(0);
    await health.getByRole('checkbox', { name: CONSENT }).check();
    await health.getByRole('combobox', { name: 'Diet' }).selectOption({ label: 'Other' });
    await health.getByRole('textbox', { name: 'Other diet' }).fill('No pork');
    await health.getByLabel('Allergies', { exact: true }).fill('Peanuts');
    await health.getByLabel('Medical notes (conditions, medication)', { exact: true }).fill('Asthma: inhaler');
    await health.getByRole('button', { name: 'Save diet and health for Ivan Petrov' }).click();
    await expect(page.getByText('Diet and health saved.')).toBeVisible();
    await expect(health.getByText(/^Consent recorded by Sam Stay on \d\d\/\d\d\/\d{4}$/)).toBeVisible();

    // Read back from the server.
    await page.reload();
    await expect(room.getByRole('radio', { name: 'Share with a delegation member' })).toBeChecked();
    await expect(room.getByRole('combobox', { name: 'Share with' })).toHaveValue(/.+/);
    await expect(room.getByLabel('Contact name', { exact: true })).toHaveValue('Olga Petrova');
    await expect(room.getByLabel('Contact phone', { exact: true })).toHaveValue(/^\+359 ?888 ?000 ?062$/);
    await expect(health.getByRole('combobox', { name: 'Diet' })).toHaveValue('other');
    await expect(health.getByLabel('Allergies', { exact: true })).toHaveValue('Peanuts');
    await expectNoAxeViolationsAtBothWidths(page);
    await expectNoWiderThanScreen(page);

    await health.getByRole('button', { name: 'Withdraw consent for Ivan Petrov' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Withdraw consent' });
    await expect(dialog).toContainText("Withdraw consent and delete Ivan Petrov's diet and health information?");
    await dialog.getByRole('button', { name: 'Withdraw consent', exact: true }).click();
    await expect(page.getByText('Consent withdrawn; diet and health information deleted.')).toBeVisible();
    await expect(health.getByRole('checkbox', { name: CONSENT })).not.toBeChecked();
    await expect(health.getByLabel('Allergies', { exact: true })).toHaveCount(0);
    await page.reload();
    await expect(health.getByRole('checkbox', { name: CONSENT })).not.toBeChecked();
    await expect(health.getByLabel('Allergies', { exact: true })).toHaveCount(0);
  });
}
