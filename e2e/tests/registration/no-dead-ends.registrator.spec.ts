import { expect, test, type Page } from '@playwright/test';
import { apiCall } from '../../support/api';
import { expectNoAxeViolations } from '../../support/axe';
import { newCountryRegistrator, setEndOfRegistration } from '../../support/registration';

const HOUR = 60 * 60 * 1000;
/** Long past: 23:59 on 08/01/2025 at the venue (Sofia, UTC+3 in summer), so the edit window ended too. */
const PAST_DEADLINE = '2025-08-01T20:59:00.000Z';

/** A word of letters only, new on every run (names allow letters only). */
const uniqueWord = () => {
  const word = Date.now()
    .toString(36)
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);
  return word.charAt(0).toUpperCase() + word.slice(1);
};

const token = (page: Page) => page.evaluate(() => localStorage.getItem('token')!);

const TRAVEL = {
  timeOfArrival: '2025-08-28T14:30',
  arrivalLocation: 'Sofia Airport',
  timeOfDeparture: '2025-09-02T10:00',
  departureLocation: 'Sofia Airport',
};

/** A team as the api takes it, without any picture. */
const teamPayload = (name: string, leaderName: string) => ({
  name,
  leaderCreateModel: {
    leaderPerson: { fullName: leaderName, tShirtSize: 'M' },
    leaderEmail: 'pia@example.com',
    leaderPhoneNumber: '+359888000777',
  },
  contestants: [
    {
      contestant: {
        dateOfBirth: '2011-05-06',
        operatingSystemName: 'Linux',
        contestantPerson: { fullName: 'Pim Contestant', tShirtSize: 'S' },
      },
    },
  ],
  ...TRAVEL,
});

test('after the deadline and the edit window the forms are not offered: a note says why, since when, and where to go', async ({ page }) => {
  test.setTimeout(120_000);
  const deadline = await setEndOfRegistration(page, PAST_DEADLINE);
  try {
    // The home panel names both instants in the venue's time.
    await page.goto('/');
    const panel = page.getByRole('region', { name: 'Team registration' });
    await expect(panel.getByText('Registration time is over!')).toBeVisible();
    await expect(panel.getByRole('term')).toHaveText(['Registration deadline', 'End of the edit window']);
    await expect(panel.getByRole('definition').first()).toContainText('08/01/2025 23:59 venue time (Europe/Sofia)');
    await expect(panel.getByRole('definition').last()).toContainText('08/02/2025 23:59 venue time (Europe/Sofia)');

    await page.goto('/addTeam');
    await expect(page.getByRole('heading', { level: 1, name: 'Add Team' })).toBeVisible();
    const teamNote = page.getByRole('region', { name: 'Registration time is over!' });
    await expect(teamNote).toContainText('Registration closed on 08/01/2025 23:59 venue time (Europe/Sofia)');
    await expect(teamNote).toContainText('teams can no longer be added.');
    await expect(page.getByLabel('Team name')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 375, height: 740 });
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await teamNote.getByRole('link', { name: 'List and Edit Teams' }).click();
    await expect(page).toHaveURL('/listTeams');

    await page.goto('/addGuest');
    const guestNote = page.getByRole('region', { name: 'Registration time is over!' });
    await expect(guestNote).toContainText('The edit window closed on 08/02/2025 23:59 venue time (Europe/Sofia)');
    await expect(page.getByRole('button', { name: 'Register' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await guestNote.getByRole('link', { name: 'List and Edit Guests' }).click();
    await expect(page).toHaveURL('/listGuests');
    await expect(page.getByRole('region', { name: 'Registration time is over!' })).toContainText(
      'guests can no longer be added, changed or deleted.',
    );
    await expect(page.getByRole('link', { name: 'Add Guest' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^(Edit|Delete) / })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // In the edit window guests are still managed, but a team can no longer be added.
    await setEndOfRegistration(page, new Date(Date.now() - HOUR).toISOString());
    await page.goto('/addGuest');
    await expect(page.getByRole('button', { name: 'Register' })).toBeVisible();
    await page.goto('/addTeam');
    await expect(page.getByRole('region', { name: 'Registration time is over!' })).toContainText('teams can no longer be added.');
  } finally {
    await setEndOfRegistration(page, deadline);
  }
});

test("a registrator's country that has a team is sent to it; a second team sent anyway says Error! and why", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/addTeam');
  const note = page.getByRole('region', { name: 'Your country already has a team.' });
  await expect(note).toContainText('A country registers one team: change it from List and Edit Teams.');
  await expect(note.getByRole('link', { name: 'List and Edit Teams' })).toHaveAttribute('href', '/listTeams');

  // A new country's form, open in this tab while its team is created elsewhere (another tab).
  const word = uniqueWord();
  await newCountryRegistrator(page, `Nu ${word}`);
  await page.getByRole('region', { name: 'Team registration' }).getByRole('button', { name: 'Add Team' }).click();
  const team = page.getByRole('group', { name: 'Team' });
  const leader = page.getByRole('group', { name: 'Leader', exact: true });
  const contestant = page.getByRole('group', { name: 'Contestant 1' });
  const arrival = page.getByRole('group', { name: 'Arrival' });
  await team.getByLabel('Team name').fill('Second Team');
  await leader.getByLabel('Full name').fill('Sven Leader');
  await leader.getByLabel('T-shirt size').selectOption('M');
  await leader.getByLabel('Email').fill('sven@example.com');
  // Typed as people write it; stored without the spaces.
  await leader.getByLabel('Phone').fill('+359 887 159 101');
  await contestant.getByLabel('Full name').fill('Sia Contestant');
  await contestant.getByLabel('Operating system').selectOption('Linux');
  await contestant.getByLabel('Date of birth').fill('2011-05-06');
  await contestant.getByLabel('T-shirt size').selectOption('S');
  await arrival.getByLabel('Time of arrival').fill(TRAVEL.timeOfArrival);
  await arrival.getByLabel('Arrival location').selectOption(TRAVEL.arrivalLocation);
  await arrival.getByLabel('Time of departure').fill(TRAVEL.timeOfDeparture);
  await arrival.getByLabel('Departure location').selectOption(TRAVEL.departureLocation);

  const leaderName = `Pia ${word}`;
  await apiCall(page.request, 'createTeam', { token: await token(page), data: teamPayload('First Team', leaderName) });
  await page.getByRole('button', { name: 'Add Team' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Error!' })).toHaveText(
    'Error! Your country already has a team: change it from List and Edit Teams.',
  );
  // Everything typed is kept.
  await expect(team.getByLabel('Team name')).toHaveValue('Second Team');

  // The team made without pictures shows its people as initials on a tint, on the public list too.
  await page.goto('/teams');
  const leaderPicture = page.getByRole('img', { name: leaderName, exact: true });
  await leaderPicture.scrollIntoViewIfNeeded();
  await expect(leaderPicture).toHaveAttribute('src', /^data:image\/svg\+xml,/);
  expect(decodeURIComponent((await leaderPicture.getAttribute('src'))!)).toContain(`>P${word[0]}</text>`);
  // Drawn as a picture of the display size, not as its alt text.
  await expect.poll(() => leaderPicture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(150);
});

test('Error! is followed by the reason when a window closes while a form is open', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/addGuest');
  await page.getByLabel('Full name').fill('Late Guest');
  await page.getByLabel('T-shirt size').selectOption('L');
  await page.getByLabel('Time of arrival').fill('2025-08-29T09:15');
  await page.getByLabel('Arrival location').selectOption('Sofia Airport');
  await page.getByLabel('Time of departure').fill('2025-09-03T18:00');
  await page.getByLabel('Departure location').selectOption('Other');
  const deadline = await setEndOfRegistration(page, PAST_DEADLINE);
  try {
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Error!' })).toHaveText(
      'Error! The edit window closed on 08/02/2025 23:59 venue time (Europe/Sofia): guests can no longer be added, changed or deleted.',
    );
    await expect(page.getByLabel('Full name')).toHaveValue('Late Guest');
  } finally {
    await setEndOfRegistration(page, deadline);
  }
});

test('a guest without a picture is shown with their initials, never an empty image', async ({ page }) => {
  const word = uniqueWord();
  const fullName = `Ina ${word}`;
  await page.goto('/');
  const contest = await apiCall<{ id: string }>(page.request, 'readContest', { query: { year: 2025 } });
  await apiCall(page.request, 'createPerson', {
    token: await token(page),
    data: { fullName, roles: ['GUEST'], contestId: contest.id, tShirtSize: 'M', ...TRAVEL },
  });
  await page.goto('/listGuests');
  const picture = page.getByRole('img', { name: `Picture of ${fullName}` });
  await expect(picture).toHaveAttribute('src', /^data:image\/svg\+xml,/);
  expect(decodeURIComponent((await picture.getAttribute('src'))!)).toContain(`>I${word[0]}</text>`);
  await page.getByRole('button', { name: `Delete ${fullName}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete guest' });
  await expect(dialog).toContainText(`Delete ${fullName} from your guests? This cannot be undone.`);
  await dialog.getByRole('button', { name: `Delete ${fullName}` }).click();
  await expect(picture).toHaveCount(0);
});
