import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { expectPagesMove, expectSearchNarrows, pagerOf } from '../../support/lists';
import { apiCall, urlOfCall } from '../../support/api';
import { adminToken } from '../../support/registration';

// The arrivals desk may sit anywhere: the venue's wall-clock times must not move with the viewer's zone.
test.use({ timezoneId: 'Asia/Tokyo' });

interface Person {
  fullName: string;
  country: { name: string } | null;
  timeOfArrival: string | null;
  arrivalLocation: string | null;
  timeOfDeparture: string | null;
  departureLocation: string | null;
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
const missingLast = (a: string | null | undefined, b: string | null | undefined, compare: (x: string, y: string) => number) =>
  !a || !b ? Number(!a) - Number(!b) : compare(a, b);
const byArrival = (a: Person, b: Person) =>
  missingLast(a.arrivalLocation, b.arrivalLocation, collator.compare) ||
  missingLast(a.timeOfArrival, b.timeOfArrival, (x, y) => (x < y ? -1 : x > y ? 1 : 0)) ||
  missingLast(a.country?.name, b.country?.name, collator.compare);
/** 'yyyy-MM-ddTHH:mm' → 'MM/dd/yyyy H:mm', written out by hand so the test does not reuse the product's code. */
const venueTime = (value: string | null) => {
  if (!value) return '';
  const [date, time] = value.split('T');
  const [y, m, d] = date!.split('-');
  const [h, min] = time!.split(':');
  return `${m}/${d}/${y} ${Number(h)}:${min}`;
};

test('people: sorted for the arrivals desk, venue times whatever the browser zone, filtered by day', async ({ page }) => {
  // A long journey with axe over large tables on a shared two-core machine.
  test.setTimeout(120_000);
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('Asia/Tokyo');
  // Everyone, through the specification's own call, sorted here by the spec's rule: the server's pages must agree.
  const people = (await apiCall<Person[]>(page.request, 'readPeople', { token: await adminToken(page) })).sort(byArrival);
  expect(people.length).toBeGreaterThan(5);
  const wholeReads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === urlOfCall('readPeople')) wholeReads.push(request.url());
  });
  const firstPage = page.waitForResponse((response) => new URL(response.url()).pathname === urlOfCall('readPeoplePage'));
  await page.goto('/controlPanel/people');
  // The screen reads one page, never the whole edition.
  expect(((await (await firstPage).json()) as { people: Person[] }).people).toHaveLength(Math.min(people.length, 25));

  const table = page.getByRole('table', { name: 'People' });
  const rows = table.getByRole('row');
  // 25 a page on the screen.
  await expect(rows).toHaveCount(Math.min(people.length, 25) + 1);
  await expect(pagerOf(page, 'people')).toContainText(`(${people.length} found)`);
  for (const [index, person] of people.slice(0, 8).entries()) {
    const cells = rows.nth(index + 1).getByRole('cell');
    await expect(cells.nth(0)).toHaveText(person.fullName);
    await expect(cells.nth(4)).toHaveText(venueTime(person.timeOfArrival));
    await expect(cells.nth(5)).toHaveText((person.arrivalLocation ?? '').split(' ')[0]!);
    await expect(cells.nth(6)).toHaveText(venueTime(person.timeOfDeparture));
  }
  await expectNoAxeViolations(page);

  const firstDay = people
    .map((p) => p.timeOfArrival?.slice(0, 10))
    .filter(Boolean)
    .sort()[0]!;
  const [y, m, d] = firstDay.split('-');
  await page.getByLabel('Arrival day').selectOption(firstDay);
  const filtered = page.getByRole('table', { name: `People arriving on ${m}/${d}/${y}` });
  const expected = people.filter((p) => p.timeOfArrival?.startsWith(firstDay));
  await expect(filtered.getByRole('row')).toHaveCount(Math.min(expected.length, 25) + 1);
  await expect(filtered.getByRole('row').nth(1).getByRole('cell').nth(0)).toHaveText(expected[0]!.fullName);

  // The print view: only the heading and the table on paper.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Control panel' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(filtered).toBeVisible();
  // Every page on paper, and no search box or pager.
  await expect(filtered.getByRole('row')).toHaveCount(expected.length + 1);
  await expect(page.getByRole('searchbox', { name: 'Search' })).toBeHidden();
  await expect(pagerOf(page, 'people')).toBeHidden();
  // The screen and its printout read pages of the server (readPeoplePage), never everyone.
  expect(wholeReads).toEqual([]);
});

test('people: a search narrows the list, the pages move, a location names itself in full, usable at 375 px', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/controlPanel/people');
  const rows = page
    .getByRole('table', { name: 'People' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
  // Each page is the server's: Next asks for the second.
  const secondPage = page.waitForRequest(
    (request) => new URL(request.url()).pathname === urlOfCall('readPeoplePage') && new URL(request.url()).searchParams.get('page') === '2',
  );
  await expectPagesMove(page, 'people', rows, 25);
  await secondPage;
  const country = (await rows.nth(4).getByRole('cell').nth(1).textContent())!;
  await expectSearchNarrows(page, 'people', rows, country);

  // The first word in the cell, the full name as its title (hover) and shown on keyboard focus.
  const location = page.getByRole('table', { name: 'People' }).locator('abbr[title]').first();
  const full = (await location.getAttribute('title'))!;
  expect(full.startsWith(`${(await location.textContent())!} `)).toBe(true);
  await location.focus();
  await expect(location).toBeFocused();
  expect(await location.evaluate((element) => getComputedStyle(element, '::after').content)).toBe(JSON.stringify(full));

  await page.setViewportSize({ width: 375, height: 740 });
  await expect(page.getByRole('region', { name: 'People table' })).toHaveAttribute('tabindex', '0');
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(10_000);

  // On paper the full name of each location.
  await location.blur();
  expect(await location.evaluate((element) => getComputedStyle(element, '::after').content)).toBe('none');
  await page.emulateMedia({ media: 'print' });
  expect(await location.evaluate((element) => getComputedStyle(element, '::after').content)).toBe(JSON.stringify(full));
});
