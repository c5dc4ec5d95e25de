import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { apiCall } from '../../support/api';
import { expectNoAxeViolationsAtBothWidths } from '../../support/axe';
import { adminToken, loggedInUserId } from '../../support/guide';
import { expectNoWiderThanScreen, PHONE } from '../../support/phone-width';

// docs/screens.md, Transfers and My teams: the guide meets their teams at the airport and carries
// their rooms, emergency contacts, diet and health notes. Every demo team has its arrival entered.

interface MyGuide {
  teams: { name: string; contestants: { personId: string; personEditModel: { fullName: string } }[] }[];
}

async function myGuide(page: Page): Promise<MyGuide> {
  const token = await adminToken(page.request);
  return apiCall<MyGuide>(page.request, 'readGuideOfUser', { params: { userId: await loggedInUserId(page) }, token });
}

for (const width of [1280, PHONE.width]) {
  test(`at ${width} px: arrivals by day, location and slot, the guide's teams marked in words`, async ({ page }) => {
    await page.setViewportSize({ width, height: PHONE.height });
    await page.goto('/guideHome');
    await page.getByRole('link', { name: 'Transfers' }).click();
    await expect(page).toHaveURL('/transfers');
    await expect(page.getByRole('heading', { level: 1, name: 'Transfers' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Arrivals' })).toBeChecked();
    await expect(page.getByLabel('Slot length')).toHaveValue('30');
    await expect(page.getByRole('heading', { level: 2, name: 'Thursday, 28 August 2025' })).toBeVisible();
    const guide = await myGuide(page);
    // Each of the guide's teams is marked "Your team" in the slot it arrives in.
    const mine = page.getByRole('listitem').filter({ hasText: 'Your team' });
    for (const team of guide.teams) await expect(mine.filter({ hasText: team.name }).first()).toBeVisible();
    await expect(mine.first().getByRole('link', { name: /^\+/ })).toHaveAttribute('href', /^tel:\+\d+$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Travel missing or incomplete' })).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(page);
    await expectNoWiderThanScreen(page);

    await page.getByRole('radio', { name: 'Departures' }).check();
    await page.getByLabel('Slot length').selectOption({ label: '60 minutes' });
    await expect(page.getByText('Departures, in slots of 60 minutes.')).toBeVisible();
    await expect(page.getByRole('cell', { name: /^\d\d:00–\d\d:00$/ }).first()).toBeVisible();
    for (const team of guide.teams) await expect(mine.filter({ hasText: team.name }).first()).toBeVisible();
  });
}

test('downloads the manifest as CSV, and prints without its controls', async ({ page }) => {
  await page.goto('/transfers');
  await expect(page.getByRole('heading', { level: 2, name: 'Thursday, 28 August 2025' })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  const { teams } = await myGuide(page);
  expect(csv).toContain(teams[0]!.name);

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Download CSV' })).toBeHidden();
  await expect(page.getByRole('radio', { name: 'Arrivals' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: 'Thursday, 28 August 2025' })).toBeVisible();
});

test('a guest whose travel is entered meanwhile shows within a second or two, without a reload', async ({ page }) => {
  await page.goto('/transfers');
  await expect(page.getByRole('heading', { level: 2, name: 'Thursday, 28 August 2025' })).toBeVisible();
  // No demo arrival is before 06:00: the 03:00 slot is the new guest's alone.
  const slot = page.getByRole('cell', { name: '03:00–03:30', exact: true });
  await expect(slot).toHaveCount(0);
  const token = await adminToken(page.request);
  const [country] = await apiCall<{ id: string; name: string }[]>(page.request, 'readCountries', { token });
  const { id: contestId } = await apiCall<{ id: string }>(page.request, 'readContest', { query: { year: 2025 } });
  const guest = await apiCall<{ id: string }>(page.request, 'createPerson', {
    token,
    data: {
      fullName: 'Nina Nightflight',
      roles: ['GUEST'],
      countryId: country!.id,
      contestId,
      tShirtSize: 'S',
      timeOfArrival: '2025-08-28T03:10',
      arrivalLocation: 'Sofia Airport',
      timeOfDeparture: '2025-09-02T12:00',
      departureLocation: 'Sofia Airport',
    },
  });
  try {
    await expect(slot).toBeVisible({ timeout: 2500 });
    await expect(page.getByRole('row').filter({ has: slot })).toContainText(`Guests of ${country!.name}`);
  } finally {
    await apiCall(page.request, 'deletePerson', { params: { id: guest.id }, token });
  }
});

test.describe('rooms on My teams', () => {
  const hotelName = `E2E Guide Hotel ${Date.now()}`;
  let token: string;
  let contestant: { personId: string; fullName: string };

  test.afterAll(async ({ request }) => {
    // The allocation taken back and the hotel removed: other specs find the rooms as they were.
    await apiCall(request, 'allocateRoom', { params: { id: contestant.personId }, token, data: { roomId: null } });
    await apiCall(request, 'publishRooms', { token, data: { published: false } });
    const { hotels } = await apiCall<{ hotels: { name: string }[] }>(request, 'readHotels', { token });
    await apiCall(request, 'saveHotels', { token, data: { hotels: hotels.filter((hotel) => hotel.name !== hotelName) } });
  });

  test("shows the guide's contestant in their room once the organisers publish the allocation", async ({ page }) => {
    await page.goto('/guideHome');
    token = await adminToken(page.request);
    const first = (await myGuide(page)).teams[0]!.contestants[0]!;
    contestant = { personId: first.personId, fullName: first.personEditModel.fullName };
    const { hotels } = await apiCall<{ hotels: unknown[] }>(page.request, 'readHotels', { token });
    await apiCall(page.request, 'saveHotels', {
      token,
      data: { hotels: [...hotels, { name: hotelName, address: '1 Vitosha Blvd', roomTypes: [{ name: 'Single', capacity: 1, count: 1 }] }] },
    });
    const rooms = await apiCall<{ hotels: { name: string; rooms: { id: string }[] }[] }>(page.request, 'readRooms', { token });
    const room = rooms.hotels.find((hotel) => hotel.name === hotelName)!.rooms[0]!;
    await apiCall(page.request, 'allocateRoom', { params: { id: contestant.personId }, token, data: { roomId: room.id } });
    await apiCall(page.request, 'renameRoom', { params: { id: room.id }, token, data: { number: '101' } });

    await page.reload();
    const item = page.getByRole('listitem').filter({ hasText: contestant.fullName });
    await expect(item).toBeVisible();
    await expect(item).not.toContainText('Room 101');

    await apiCall(page.request, 'publishRooms', { token, data: { published: true } });
    await page.reload();
    await expect(item).toContainText(`Room 101, ${hotelName} (Single)`);
    await expectNoAxeViolationsAtBothWidths(page);
  });
});
