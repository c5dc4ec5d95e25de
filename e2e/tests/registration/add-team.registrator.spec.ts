import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { newCountryRegistrator, phonePhoto, pictureSize } from '../../support/registration';
import { urlOfCall } from '../../support/api';

/** A country name of letters only, new on every run. */
const countryName = `Lemuria ${Date.now()
  .toString(36)
  .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;

async function choose(scope: Locator, label: string, option: string) {
  await scope.getByLabel(label).selectOption(option);
}

async function expectNoAxeViolationsOnAPhone(page: Page) {
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 375, height: 740 });
  await expectNoAxeViolations(page);
  await page.setViewportSize(size);
}

test('a new country adds its team with leader, deputy and two contestants, keeping a draft over a reload', async ({ page }) => {
  test.setTimeout(240_000);
  await newCountryRegistrator(page, countryName);
  await page.goto('/');
  const panel = page.getByRole('region', { name: 'Team registration' });
  await expect(panel.getByRole('button', { name: 'Add Team' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'List and Edit Teams' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await expectNoAxeViolationsOnAPhone(page);

  await panel.getByRole('button', { name: 'Add Team' }).click();
  await expect(page).toHaveURL('/addTeam');
  await expect(page.getByRole('heading', { level: 1, name: 'Add Team' })).toBeVisible();
  await expect(page.getByText('Please Fill Required Field!')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // A submit attempt marks what is missing.
  await page.getByRole('button', { name: 'Add Team' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The form is invalid. Please fill fields correctly!' })).toBeVisible();
  await expect(page.getByText('Please Fill Required Field!').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoAxeViolationsOnAPhone(page);

  const team = page.getByRole('group', { name: 'Team' });
  const leader = page.getByRole('group', { name: 'Leader', exact: true });
  await team.getByLabel('Team name').fill('Lemuria Juniors');
  await leader.getByLabel('Full name').fill('Lara Leader');
  await choose(leader, 'T-shirt size', 'M');
  await leader.getByLabel('Email').fill('lara@example.com');
  await leader.getByLabel('Phone').fill('+359888123456');
  const photo = await phonePhoto(page);
  expect(photo.buffer.length).toBeGreaterThan(3_000_000);
  await leader.getByLabel('Picture').setInputFiles(photo);

  // Hotel Wi-Fi: the page reloads; what was typed is offered back.
  await expect
    .poll(() =>
      page.evaluate(() =>
        Object.keys(localStorage).some(
          (k) => k.startsWith('olympiad.draft') && k.endsWith(':add-team') && localStorage.getItem(k)!.includes('picture":"'),
        ),
      ),
    )
    .toBe(true);
  await page.reload();
  const offer = page.getByRole('region', { name: 'Saved draft' });
  await expect(offer).toBeVisible();
  await expectNoAxeViolations(page);
  await offer.getByRole('button', { name: 'Restore draft' }).click();
  await expect(team.getByLabel('Team name')).toHaveValue('Lemuria Juniors');
  await expect(leader.getByLabel('Full name')).toHaveValue('Lara Leader');
  await expect(leader.getByLabel('T-shirt size')).toHaveValue('M');

  await page.getByText('Does the team have deputy leader?').click();
  const deputy = page.getByRole('group', { name: 'Deputy leader' });
  await deputy.getByLabel('Full name').fill('Dan Deputy');
  await choose(deputy, 'T-shirt size', 'L');
  await deputy.getByLabel('Phone').fill('+359888000111');

  const first = page.getByRole('group', { name: 'Contestant 1' });
  await first.getByLabel('Full name').fill('Cora Contestant');
  await choose(first, 'Operating system', 'Linux');
  await first.getByLabel('Date of birth').fill('2011-05-06');
  await choose(first, 'T-shirt size', 'S');
  await page.getByRole('button', { name: 'Add Contestant' }).click();
  const second = page.getByRole('group', { name: 'Contestant 2' });
  await second.getByLabel('Full name').fill('Carl Contestant');
  await choose(second, 'Operating system', 'Windows');
  await second.getByLabel('Date of birth').fill('2012-01-02');
  await choose(second, 'T-shirt size', 'M');
  await second.getByText('Contestant does not travel with the leader').click();
  await second.getByLabel('Contact person name').fill('Mara Mother');
  await second.getByLabel('Contact person phone').fill('+359877000222');

  const arrival = page.getByRole('group', { name: 'Arrival' });
  await arrival.getByLabel('Time of arrival').fill('2025-08-28T14:30');
  await choose(arrival, 'Arrival location', 'Sofia Airport');
  await arrival.getByLabel('Time of departure').fill('2025-09-02T10:00');
  await choose(arrival, 'Departure location', 'Sofia Airport');
  await arrival.getByRole('group', { name: 'Inbound journey' }).getByLabel('Carrier').fill('Bulgaria Air');
  await arrival.getByRole('group', { name: 'Inbound journey' }).getByLabel('Flight or train number').fill('fb 437');
  await arrival.getByRole('group', { name: 'Outbound journey' }).getByLabel('Flight or train number').fill('FB 438');
  await expectNoAxeViolations(page);
  await expectNoAxeViolationsOnAPhone(page);

  const posted = page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === urlOfCall('createTeam'),
  );
  await page.getByRole('button', { name: 'Add Team' }).click();
  const body = (await posted).postDataJSON();
  expect(body).toMatchObject({ name: 'Lemuria Juniors', hasDeputyLeader: true, leaderCreateModel: { leaderEmail: 'lara@example.com' } });
  expect(body).toMatchObject({ arrivalCarrier: 'Bulgaria Air', arrivalFlightNumber: 'FB 437', departureFlightNumber: 'FB 438' });
  expect(body).not.toHaveProperty('contestantGroup');
  // No consent question was answered: none is sent, as the specification's form sends none.
  expect(body).not.toHaveProperty('leaderPublicConsent');
  expect(body).not.toHaveProperty('deputyLeaderPublicConsent');
  expect(body.contestants).toHaveLength(2);
  for (const contestant of body.contestants) expect(contestant).not.toHaveProperty('publicConsent');
  expect(body.contestants[1].contestant).toMatchObject({
    contestantGroup: 'Junior',
    hasPersonForContact: true,
    personForContactName: 'Mara Mother',
  });
  // The phone photo left the browser at the display size, a few kilobytes.
  const picture: string = body.leaderCreateModel.leaderPerson.picture;
  expect(picture.length).toBeLessThan(200_000);
  const size = await pictureSize(page, picture);
  expect(size.width).toBeLessThanOrEqual(300);
  expect(size.height).toBeLessThanOrEqual(380);

  await expect(page).toHaveURL('/');
  await expect(page.getByRole('status').filter({ hasText: 'Team has been created successfully!' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'List and Edit Teams' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Add Team' })).toHaveCount(0);
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('olympiad.draft')))).toEqual([]);

  await panel.getByRole('button', { name: 'List and Edit Teams' }).click();
  await expect(page.getByRole('heading', { level: 3, name: 'Lemuria Juniors' })).toBeVisible();
});
