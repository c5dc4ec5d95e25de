import { expect, test, type Page } from '@playwright/test';
import { apiCall } from '../../support/api';
import { expectNoAxeViolations } from '../../support/axe';
import { expectPagesMove, expectSearchNarrows, pagerOf } from '../../support/lists';
import { GUIDE } from '../../support/env';
import { adminToken, importSeatings, loggedInUserId, type Guide } from '../../support/guide';
import { logIn } from '../../support/login';

const noHorizontalScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

async function myGuide(page: Page): Promise<Guide> {
  const token = await adminToken(page.request);
  return apiCall<Guide>(page.request, 'readGuideOfUser', { params: { userId: await loggedInUserId(page) }, token });
}

test("the guide's home panel offers their teams and all teams, from the guide remote", async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'View all teams' })).toBeVisible();
  expect(requested.some((path) => path.startsWith('/remotes/guide/'))).toBe(true);
  await page.getByRole('button', { name: 'View my teams' }).click();
  await expect(page).toHaveURL('/guideHome');
  await expect(page.getByRole('heading', { level: 1, name: 'My teams' })).toBeVisible();
  await page.goto('/');
  await page.getByRole('button', { name: 'View all teams' }).click();
  await expect(page).toHaveURL('/guideAllTeams');
  await expect(page.getByRole('heading', { level: 1, name: 'All teams by guide' })).toBeVisible();
});

test('My teams shows each team with flag, group in capitals, contestants with photos and the leader to call', async ({ page }) => {
  await page.goto('/guideHome');
  const guide = await myGuide(page);
  await expect(page).toHaveTitle(/ – My teams$/);
  await expect(page.getByText(`Guide: ${GUIDE.name}`)).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(2);
  for (const team of guide.teams) {
    const sheet = page.getByRole('article', { name: team.name, exact: true });
    await expect(sheet.getByRole('img', { name: /^Flag of / })).toBeVisible();
    await expect(sheet.getByText(team.group.toUpperCase(), { exact: true })).toBeVisible();
    const contestants = sheet.getByRole('list', { name: `Contestants of ${team.name}` }).getByRole('listitem');
    await expect(contestants).toHaveCount(team.contestants.length);
    const first = team.contestants[0]!.personEditModel.fullName;
    await expect(contestants.first().getByRole('img', { name: first })).toBeVisible();
    // The leader's phone comes first; the emergency contacts' follow under each person.
    await expect(sheet.getByRole('link', { name: /^\+/ }).first()).toHaveAttribute('href', /^tel:\+\d+$/);
    await expect(sheet).toContainText('Leader: ');
  }
});

test('the day-1 seat shows on both pages after a seatings import', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/guideHome');
  const guide = await myGuide(page);
  const team = guide.teams[0]!;
  const contestant = team.contestants[0]!;
  await importSeatings(page.request, await adminToken(page.request), [
    { contestantId: contestant.id, day: 1, seat: 'Hall B-17' },
    { contestantId: contestant.id, day: 2, seat: 'Hall C-2' },
  ]);
  await page.reload();
  const row = page
    .getByRole('list', { name: `Contestants of ${team.name}` })
    .getByRole('listitem')
    .filter({ hasText: contestant.personEditModel.fullName });
  await expect(row).toContainText('Day 1 seat: Hall B-17');
  await page.goto('/guideAllTeams');
  const mine = page.getByRole('region', { name: GUIDE.name });
  // Every demo guide and team renders first: slow on a loaded machine.
  await expect(mine).toBeVisible({ timeout: 30_000 });
  await expect(
    mine
      .getByRole('list', { name: `Contestants of ${team.name}` })
      .getByRole('listitem')
      .filter({ hasText: contestant.personEditModel.fullName }),
  ).toHaveText(`${contestant.personEditModel.fullName} – Day 1 seat: Hall B-17`);
});

test('All teams by guide gives each guide a header row and their teams with leader, deputy and contestants', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/guideAllTeams');
  await expect(page).toHaveTitle(/ – All teams by guide$/);
  const mine = page.getByRole('region', { name: GUIDE.name });
  await expect(mine).toBeVisible({ timeout: 30_000 });
  await expect(mine.getByRole('link', { name: GUIDE.shownPhone })).toHaveAttribute('href', 'tel:+359888765432');
  await expect(mine.getByText('Guide', { exact: true })).toBeVisible();
  await expect(mine.getByRole('article')).toHaveCount(2);
  const first = mine.getByRole('article').first();
  await expect(first.getByRole('img', { name: /^Flag of / })).toBeVisible();
  await expect(first).toContainText('Leader: ');
  await expect(first).toContainText('Deputy leader: ');
  await expect(first.getByRole('listitem')).not.toHaveCount(0);
  // The demo edition's other guides are listed too, five a page, opening at the viewer's own.
  await expect(pagerOf(page, 'guides')).toContainText(/Page \d+ of \d+ \(\d+ found\)/);
  expect(await page.getByRole('main').getByRole('region').count()).toBeLessThanOrEqual(5);
});

test('All teams by guide: a search narrows the guides, the pages move, every guide found is printed, usable at 375 px', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/guideAllTeams');
  await expect(page.getByRole('region', { name: GUIDE.name })).toBeVisible({ timeout: 30_000 });
  const guides = page.getByRole('main').getByRole('region');
  // A new search starts from the first page.
  await page.getByRole('searchbox', { name: 'Search' }).fill('a');
  await page.getByRole('searchbox', { name: 'Search' }).fill('');
  await expectPagesMove(page, 'guides', guides, 5);
  const country = (await guides
    .nth(1)
    .getByRole('article')
    .first()
    .getByRole('img', { name: /^Flag of / })
    .getAttribute('alt'))!.replace('Flag of ', '');
  await expectSearchNarrows(page, 'guides', guides, country);

  await page.setViewportSize({ width: 375, height: 740 });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectNoAxeViolations(page);

  await page.getByRole('searchbox', { name: 'Search' }).fill(country);
  const found = await guides.count();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('searchbox', { name: 'Search' })).toBeHidden();
  await expect(pagerOf(page, 'guides')).toBeHidden();
  await expect(guides).toHaveCount(found);
  // On paper every guide with teams, not only the screen's page.
  await page.emulateMedia({ media: 'screen' });
  await page.getByRole('searchbox', { name: 'Search' }).fill('');
  await page.emulateMedia({ media: 'print' });
  await expect.poll(() => guides.count()).toBeGreaterThan(5);
});

test("All teams by guide on a phone: says it opened on the guide's own page, goes to the first and back, and finds a contestant by seat", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/guideAllTeams');
  const mine = page.getByRole('region', { name: GUIDE.name });
  await expect(mine).toBeVisible({ timeout: 30_000 });
  const pager = pagerOf(page, 'guides');
  const [, own] = (await pager.textContent())!.match(/Page (\d+) of/)!;
  expect(Number(own)).toBeGreaterThan(1);
  await expect(page.getByText(`Showing page ${own}, where you and your teams are listed.`)).toBeVisible();
  await expect(mine.getByText('You', { exact: true })).toBeVisible();
  expect(await noHorizontalScroll(page)).toBe(true);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Go to the first page' }).click();
  await expect(pager).toContainText(/Page 1 of/);
  const back = page.getByRole('button', { name: `Go to your teams (page ${own})` });
  await expect(back).toBeFocused();
  await back.click();
  await expect(mine).toBeVisible();

  const guide = await myGuide(page);
  const team = guide.teams.at(-1)!;
  const contestant = team.contestants.at(-1)!;
  await importSeatings(page.request, await adminToken(page.request), [{ contestantId: contestant.id, day: 1, seat: 'H1-03' }]);
  await page.reload();
  await expect(mine).toBeVisible({ timeout: 30_000 });
  await page.getByRole('searchbox', { name: 'Search' }).fill('H1-03');
  await expect(pager).toContainText('Page 1 of 1 (1 found)');
  await expect(
    mine
      .getByRole('list', { name: `Contestants of ${team.name}` })
      .getByRole('listitem')
      .filter({ hasText: contestant.personEditModel.fullName }),
  ).toHaveText(`${contestant.personEditModel.fullName} – Day 1 seat: H1-03`);
  expect(await noHorizontalScroll(page)).toBe(true);
  await expectNoAxeViolations(page);
});

test('printing hides the navigation, footer and Print button and keeps the photos', async ({ page }) => {
  await page.goto('/guideHome');
  await expect(page.getByRole('article')).toHaveCount(2);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'My teams' })).toBeVisible();
  const photo = page.getByRole('article').first().getByRole('listitem').first().getByRole('img');
  await expect(photo).toBeVisible();
  expect(await photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  // One team a page: every team after the first starts a new printed page.
  const breaks = await page.getByRole('article').evaluateAll((sheets) => sheets.map((sheet) => getComputedStyle(sheet).breakBefore));
  expect(breaks).toEqual(['auto', 'page']);
  // On A4 paper: one page a team, photos and all.
  const pdf = (await page.pdf({ format: 'A4', printBackground: true })).toString('latin1');
  expect(pdf.match(/\/Type\s*\/Page[^s]/g)).toHaveLength(2);

  await page.goto('/guideAllTeams');
  await expect(page.getByRole('region', { name: GUIDE.name })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('region', { name: GUIDE.name }).getByText(`Guide: ${GUIDE.name}, ${GUIDE.shownPhone}`).first()).toBeVisible();
});

test('a guide without teams is told so, not shown an empty page', async ({ browser, page }) => {
  const token = await adminToken(page.request);
  const lonely = { email: 'lonely-guide@example.com', password: 'e2e-lonely-guide-password', name: 'Lora Lonely' };
  const user = await apiCall<{ id: string }>(page.request, 'registerUser', { token, data: { ...lonely, role: 'Guide' } });
  await apiCall(page.request, 'createGuide', { token, data: { person: { fullName: lonely.name, roles: ['GUIDE'] }, userId: user.id } });
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const own = await context.newPage();
  await logIn(own, lonely.email, lonely.password);
  await own.goto('/guideHome');
  await expect(own.getByText(/No teams have been assigned to you yet/)).toBeVisible();
  await expect(own.getByRole('article')).toHaveCount(0);
  await own.goto('/guideAllTeams');
  await expect(own.getByRole('region', { name: lonely.name })).toContainText('No teams assigned yet.');
  await context.close();
});

for (const [path, heading] of [
  ['/guideHome', 'My teams'],
  ['/guideAllTeams', 'All teams by guide'],
] as const) {
  test(`${path} is accessible at desktop and 375 px, without horizontal scrolling on the phone`, async ({ page }) => {
    // The all-teams page lists every demo guide and team: axe walks it twice, slowly on a loaded machine.
    test.setTimeout(150_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 375, height: 740 });
    await expect(page.getByRole('article').first()).toBeVisible();
    expect(await noHorizontalScroll(page)).toBe(true);
    await expectNoAxeViolations(page);
  });
}
