import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { BASE_URL } from '../../support/env';
import { PNG_FLAG } from '../../support/images';
import { logIn } from '../../support/login';
import { countryWithTeam } from '../../support/registration';
import { urlOfCall } from '../../support/api';

/**
 * Edit Team, driven as a registrator would. The team is made for this spec alone (a country, its
 * registrator and a junior team created by the administrator through the api), so its edits never
 * meet the demo edition's data or another spec's.
 */
const EDITOR = { email: 'edit-team-registrator@example.com', password: 'e2e-edit-team-password', name: 'Erin Editor' };
const TEAM_NAME = 'Edit Team Trial';
const RENAMED = 'Edit Team Stars';

const person = (fullName: string, tShirtSize: string) => ({ fullName, tShirtSize });
const contestant = (fullName: string, dateOfBirth: string, operatingSystemName: string) => ({
  contestant: { dateOfBirth, operatingSystemName, contestantPerson: person(fullName, 'M') },
});

// Long journeys on a shared two-core machine: more than the default 30 s each.
test.describe.configure({ mode: 'serial', timeout: 90_000 });
test.use({ storageState: { cookies: [], origins: [] } });

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: BASE_URL });
  await countryWithTeam(request, {
    countryName: 'Edit Team Land',
    registrator: EDITOR,
    team: {
      name: TEAM_NAME,
      leaderCreateModel: { leaderPerson: person('Lena Leader', 'L'), leaderEmail: 'lena@example.org', leaderPhoneNumber: '+359888000001' },
      hasDeputyLeader: true,
      deputyLeaderCreateModel: {
        leaderPerson: person('Dan Deputy', 'M'),
        leaderEmail: 'dan@example.org',
        leaderPhoneNumber: '+359888000002',
      },
      contestants: [contestant('Ada Lovelace', '2011-03-04', 'Linux'), contestant('Alan Turing', '2012-06-23', 'Windows')],
      timeOfArrival: '2025-08-28T10:00',
      arrivalLocation: 'Sofia Airport',
      timeOfDeparture: '2025-09-03T18:00',
      departureLocation: 'Sofia Airport',
    },
  });
  await request.dispose();
});

test.beforeEach(async ({ page }) => {
  await logIn(page, EDITOR.email, EDITOR.password);
});

/** From the home panel's List and Edit Teams, EDIT on the team. */
async function openEditTeam(page: Page, name: string) {
  await page.getByRole('button', { name: 'List and Edit Teams' }).click();
  await expect(page).toHaveURL('/listTeams');
  await page.getByRole('button', { name: `EDIT ${name}` }).click();
  await expect(page).toHaveURL('/editTeam');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Team' })).toBeVisible();
}

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const message = (page: Page, text: string) => expect(page.getByText(text, { exact: true })).toBeVisible();
const bodyOf = (request: Request) => request.postDataJSON() as Record<string, unknown>;
const waitForCall = (page: Page, method: string, path: string) =>
  page.waitForRequest((request) => request.method() === method && new URL(request.url()).pathname === path);

/** The value of the picker's option whose label starts with `name`. */
async function optionOf(picker: Locator, name: string): Promise<string> {
  return (await picker.locator('option', { hasText: name }).first().getAttribute('value'))!;
}

test('team name and leader: changes need a change; the leader is read-only until Edit Personal Info', async ({ page }) => {
  await openEditTeam(page, TEAM_NAME);
  const team = region(page, 'Team');
  await team.getByRole('button', { name: /^Change/ }).click();
  await message(page, 'Please make some changes to edit the Team Name/Group.');
  await team.getByLabel('Team name').fill(RENAMED);
  await team.getByRole('button', { name: /^Change/ }).click();
  await message(page, 'Team Name and Group is changed successfully!');

  const leader = region(page, 'Leader');
  await expect(leader.getByLabel('Full name')).toHaveValue('Lena Leader');
  await expect(leader.getByLabel('Full name')).toBeDisabled();
  await expect(leader.getByRole('button', { name: /^Change/ })).toHaveCount(0);
  await leader.getByRole('button', { name: /^Edit Personal Info/ }).click();
  await expect(leader.getByLabel('Full name')).toBeEnabled();
  await leader.getByLabel('Phone').fill('+359888000011');
  await leader.getByLabel('Picture').setInputFiles(PNG_FLAG);
  const saved = waitForCall(page, 'PUT', urlOfCall('editLeader'));
  await leader.getByRole('button', { name: /^Change/ }).click();
  expect(bodyOf(await saved)).toMatchObject({ phoneNumber: '+359888000011', person: { fullName: 'Lena Leader' } });
  await message(page, 'Leader Information is changed successfully!');
  await expect(leader.getByLabel('Full name')).toBeDisabled();
  await expect(leader.getByRole('button', { name: /^Edit Personal Info/ })).toBeVisible();
});

test('Replace Leader: the current leader and deputy are disabled; a new leader takes the place', async ({ page }) => {
  await openEditTeam(page, RENAMED);
  await region(page, 'Leader')
    .getByRole('button', { name: /^Replace With/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Replace Leader' });
  const picker = dialog.getByLabel('Existing leader');
  await expect(picker.locator('option', { hasText: 'Lena Leader' })).toBeDisabled();
  await expect(picker.locator('option', { hasText: 'Dan Deputy' })).toBeDisabled();
  await expect(dialog.getByText('OR Add a new one')).toBeVisible();
  await dialog.getByRole('button', { name: 'Replace Leader' }).click();
  await expect(dialog.getByText('Please Fill Required Field!').first()).toBeVisible();

  await dialog.getByLabel('Full name').fill('Nora New');
  await dialog.getByLabel('Email').fill('nora@example.org');
  await dialog.getByLabel('Phone').fill('+359888000003');
  await dialog.getByLabel('T-shirt size').selectOption('S');
  await dialog.getByRole('button', { name: 'Replace Leader' }).click();
  await message(page, 'Leader is replaced successfully!');
  await expect(dialog).toBeHidden();
  await expect(region(page, 'Leader').getByLabel('Full name')).toHaveValue('Nora New');
});

test('deputy: removed from the team, then an existing leader picked and added', async ({ page }) => {
  await openEditTeam(page, RENAMED);
  const deputy = region(page, 'Deputy Leader');
  await expect(deputy.getByRole('checkbox', { name: 'Does the team have deputy leader?' })).toBeChecked();
  await expect(deputy.getByLabel('Full name')).toHaveValue('Dan Deputy');
  await deputy.getByRole('button', { name: /^Remove From Team/ }).click();
  // Asked first, naming who goes; Cancel keeps the deputy.
  const confirm = page.getByRole('alertdialog', { name: 'Remove deputy leader' });
  await expect(confirm).toContainText('Remove Dan Deputy from the team as its deputy leader?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(deputy.getByLabel('Full name')).toHaveValue('Dan Deputy');
  await deputy.getByRole('button', { name: /^Remove From Team/ }).click();
  await confirm.getByRole('button', { name: 'Remove Dan Deputy' }).click();
  await message(page, 'Deputy leader is removed from team successfully!');
  await expect(deputy.getByLabel('Full name')).toHaveValue('');
  await expect(deputy.getByLabel('Full name')).toBeEnabled();
  await expect(deputy.getByText('OR Add a new one')).toBeVisible();

  const picker = deputy.getByLabel('Existing leader');
  await picker.selectOption(await optionOf(picker, 'Lena Leader'));
  await expect(deputy.getByLabel('Full name')).toHaveValue('Lena Leader');
  await expect(deputy.getByLabel('Full name')).toBeDisabled();
  await picker.selectOption('-');
  await expect(deputy.getByLabel('Full name')).toBeEnabled();
  await picker.selectOption(await optionOf(picker, 'Lena Leader'));
  await deputy.getByRole('button', { name: /^Add/ }).click();
  await message(page, 'Deputy Leader Information is changed successfully!');
  await expect(deputy.getByRole('button', { name: /^Remove From Team/ })).toBeVisible();
  await expect(deputy.getByLabel('Full name')).toHaveValue('Lena Leader');
  await expect(deputy.getByLabel('Full name')).toBeDisabled();
});

test('arrival: a successful change is copied into every person form', async ({ page }) => {
  await openEditTeam(page, RENAMED);
  const arrival = region(page, 'Arrival');
  const inbound = arrival.getByRole('group', { name: 'Inbound journey' });
  await arrival.getByLabel('Time of arrival').fill('2025-09-03T20:00');
  await inbound.getByLabel('Flight or train number').fill('W6/4321');
  await arrival.getByRole('button', { name: /^Change/ }).click();
  await expect(arrival.getByText('A flight or train number is letters and digits, such as LH 1234.')).toBeVisible();
  await expect(arrival.getByText('Departure must be after arrival.')).toBeVisible();
  await arrival.getByLabel('Time of arrival').fill('2025-08-29T15:45');
  await inbound.getByLabel('Flight or train number').fill('w6 4321');
  await inbound.getByLabel('Carrier').fill('Wizz Air');
  await arrival.getByLabel('Departure location').selectOption('Other');
  await arrival.getByRole('button', { name: /^Change/ }).click();
  await message(page, 'Team Arrival Information is updated!');
  const copied = {
    timeOfArrival: '2025-08-29T15:45',
    departureLocation: 'Other',
    arrivalCarrier: 'Wizz Air',
    arrivalFlightNumber: 'W6 4321',
  };

  const ada = page.getByRole('article', { name: 'Ada Lovelace' });
  await ada.getByLabel('T-shirt size').selectOption('L');
  const contestantSaved = waitForCall(page, 'PUT', urlOfCall('editContestant'));
  await ada.getByRole('button', { name: 'Change Ada Lovelace' }).click();
  expect(bodyOf(await contestantSaved)).toMatchObject({ personEditModel: copied });
  await message(page, 'Contestant is changed successfully!');

  const leader = region(page, 'Leader');
  await leader.getByRole('button', { name: /^Edit Personal Info/ }).click();
  await leader.getByLabel('T-shirt size').selectOption('XL');
  const leaderSaved = waitForCall(page, 'PUT', urlOfCall('editLeader'));
  await leader.getByRole('button', { name: /^Change/ }).click();
  expect(bodyOf(await leaderSaved)).toMatchObject({ person: copied });

  await region(page, 'Contestants').getByRole('button', { name: 'Add Contestant' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Contestant' });
  await dialog.getByLabel('Full name').fill('Grace Hopper');
  await dialog.getByLabel('Operating system').selectOption('Linux');
  await dialog.getByLabel('Date of birth').fill('2012-12-09');
  await dialog.getByLabel('T-shirt size').selectOption('S');
  const added = waitForCall(page, 'POST', urlOfCall('addContestant'));
  await dialog.getByRole('button', { name: 'Add Contestant' }).click();
  expect(bodyOf(await added)).toMatchObject({ contestant: { contestantPerson: copied } });
  await message(page, 'Contestant is added to team successfully!');

  // Read back as stored, in capitals.
  await page.goto('/');
  await openEditTeam(page, RENAMED);
  await expect(region(page, 'Arrival').getByRole('group', { name: 'Inbound journey' }).getByLabel('Flight or train number')).toHaveValue(
    'W6 4321',
  );
});

test('contestants: change and delete; the plus button only below four; Delete disabled at one', async ({ page }) => {
  await openEditTeam(page, RENAMED);
  const contestants = region(page, 'Contestants');
  await expect(contestants.getByRole('article')).toHaveCount(3);
  const alan = page.getByRole('article', { name: 'Alan Turing' });
  await alan.getByRole('button', { name: 'Change Alan Turing' }).click();
  await message(page, 'Please make some changes to edit the contestant.');
  await alan.getByRole('checkbox', { name: 'Contestant does not travel with the leader' }).check();
  await alan.getByLabel('Contact person name').fill('Sara Turing');
  await alan.getByLabel('Contact person phone').fill('+44207000000');
  await alan.getByRole('button', { name: 'Change Alan Turing' }).click();
  await message(page, 'Contestant is changed successfully!');

  await contestants.getByRole('button', { name: 'Add Contestant' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Contestant' });
  await dialog.getByLabel('Full name').fill('Edsger Dijkstra');
  await dialog.getByLabel('Operating system').selectOption('Windows');
  await dialog.getByLabel('Date of birth').fill('2011-05-11');
  await dialog.getByLabel('T-shirt size').selectOption('M');
  await dialog.getByLabel('Picture').setInputFiles(PNG_FLAG);
  await dialog.getByRole('button', { name: 'Add Contestant' }).click();
  await message(page, 'Contestant is added to team successfully!');
  await expect(contestants.getByRole('article')).toHaveCount(4);
  await expect(contestants.getByRole('button', { name: 'Add Contestant' })).toHaveCount(0);

  for (const name of ['Edsger Dijkstra', 'Grace Hopper', 'Alan Turing']) {
    await contestants.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete contestant' });
    await expect(confirm).toContainText(`Delete ${name} from the team? This cannot be undone.`);
    await confirm.getByRole('button', { name: `Delete ${name}` }).click();
    await expect(page.getByRole('article', { name })).toHaveCount(0);
  }
  await expect(contestants.getByRole('article')).toHaveCount(1);
  await expect(contestants.getByRole('button', { name: 'Delete Ada Lovelace' })).toBeDisabled();
  await expect(contestants.getByRole('button', { name: 'Add Contestant' })).toBeVisible();
});

test('a reload of /editTeam keeps the selected team', async ({ page }) => {
  await openEditTeam(page, RENAMED);
  await page.reload();
  await expect(page).toHaveURL('/editTeam');
  await expect(region(page, 'Team').getByLabel('Team name')).toHaveValue(RENAMED);
});

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 800 },
]) {
  test(`axe: the screen and each modal at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await openEditTeam(page, RENAMED);
    await expect(region(page, 'Team').getByLabel('Team name')).toHaveValue(RENAMED);
    await expectNoAxeViolations(page);

    const leader = region(page, 'Leader');
    await leader.getByRole('button', { name: /^Edit Personal Info/ }).click();
    await region(page, 'Team').getByLabel('Team name').fill('');
    await region(page, 'Team')
      .getByRole('button', { name: /^Change/ })
      .click();
    await expect(region(page, 'Team').getByText('Please Fill Required Field!')).toBeVisible();
    await expectNoAxeViolations(page);

    await leader.getByRole('button', { name: /^Replace With/ }).click();
    const replace = page.getByRole('dialog', { name: 'Replace Leader' });
    await replace.getByRole('button', { name: 'Replace Leader' }).click();
    await expect(replace.getByText('Please Fill Required Field!').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await replace.getByRole('button', { name: 'Close' }).click();
    await expect(replace).toBeHidden();

    await region(page, 'Contestants').getByRole('button', { name: 'Add Contestant' }).click();
    const add = page.getByRole('dialog', { name: 'Add Contestant' });
    await add.getByRole('checkbox', { name: 'Contestant does not travel with the leader' }).check();
    await add.getByRole('button', { name: 'Add Contestant' }).click();
    await expect(add.getByText('Please Fill Required Field!').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await add.getByRole('button', { name: 'Close' }).click();
    await expect(add).toBeHidden();
  });
}
