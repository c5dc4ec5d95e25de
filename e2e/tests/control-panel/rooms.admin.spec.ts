import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { apiCall } from '../../support/api';
import { expectNoAxeViolationsAtBothWidths } from '../../support/axe';
import { countryWithJuniorTeam, openSection, ownCountryName } from '../../support/control-panel';

/**
 * The control panel's Rooms section on the demo edition's hotels: the leader of a country of the
 * spec's own is placed by hand in an empty room, Suggest rooms places everyone else, the
 * country's contestant is moved into her leader's room (a mix, asked and confirmed), the
 * allocation is published and the hotel's rooming list downloaded. The publication is withdrawn
 * after.
 */
const COUNTRY = ownCountryName('Roomland');
const LEADER = 'Rhea Roomova';
const CONTESTANT = 'Cora Roomova';
let token = '';

interface Guest {
  personId: string;
  fullName: string;
}
interface Room {
  id: string;
  number: string;
  roomType: string;
  capacity: number;
  occupants: Guest[];
}
interface Rooms {
  publishedAt: string | null;
  hotels: { id: string; name: string; rooms: Room[] }[];
  unallocated: Guest[];
}

/** The Move and Place select's words for a room, as they stand. */
const choiceOf = (hotel: string, room: Room) =>
  `${hotel}, room ${room.number} (${room.roomType}, ${room.occupants.length} of ${room.capacity} beds)`;

const readRooms = (page: Page) => apiCall<Rooms>(page.request, 'readRooms', { token });
const whereIs = (rooms: Rooms, name: string) =>
  rooms.hotels
    .flatMap((hotel) => hotel.rooms.map((room) => ({ hotel, room })))
    .find(({ room }) => room.occupants.some((guest) => guest.fullName === name));

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  ({ token } = await countryWithJuniorTeam(page, {
    country: COUNTRY,
    team: `${COUNTRY} Juniors`,
    leader: { fullName: LEADER, email: `rhea.${Date.now().toString(36)}@example.org`, phone: '+359888123457' },
    contestant: CONTESTANT,
  }));
  await page.close();
});

test.afterAll(async ({ browser }) => {
  const page = await browser.newPage();
  if ((await readRooms(page)).publishedAt) await apiCall(page.request, 'publishRooms', { token, data: { published: false } });
  await page.close();
});

test('rooms: placed by hand, suggested, a mixed room confirmed, published, and the rooming list downloaded', async ({ page }) => {
  test.setTimeout(180_000);
  await openSection(page, 'Rooms', '/controlPanel/rooms');
  const without = page.getByRole('region', { name: 'Without a room' });
  await page.getByLabel('Country', { exact: true }).selectOption({ label: COUNTRY });
  await expect(without.getByRole('listitem')).toHaveCount(2);
  await expect(without.getByRole('listitem').filter({ hasText: CONTESTANT })).toContainText(
    `${CONTESTANT}MinorContestant · ${COUNTRY} · ${COUNTRY} Juniors`,
  );
  await expectNoAxeViolationsAtBothWidths(page);

  // The leader into an empty room of two beds or more, by hand.
  const before = await readRooms(page);
  const empty = before.hotels
    .flatMap((hotel) => hotel.rooms.map((room) => ({ hotel, room })))
    .find(({ room }) => room.capacity >= 2 && room.occupants.length === 0);
  expect(empty, 'an empty room of two beds or more in the demo hotels').toBeDefined();
  await without.getByRole('button', { name: `Place ${LEADER}` }).click();
  const place = page.getByRole('dialog', { name: `Place ${LEADER}` });
  await place.getByRole('combobox', { name: 'Room' }).selectOption({ label: choiceOf(empty!.hotel.name, empty!.room) });
  await expectNoAxeViolationsAtBothWidths(page);
  await place.getByRole('button', { name: 'Place', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: `${LEADER} placed in room ${empty!.room.number}.` })).toBeVisible();

  // Everyone else, the contestant too: never with her leader.
  const unallocated = before.unallocated.length - 1;
  await page.getByRole('button', { name: 'Suggest rooms' }).click();
  await expect(page.getByRole('status').filter({ hasText: / placed\.$|^Nobody could be placed\.$/ })).toBeVisible();
  const suggested = await readRooms(page);
  const placed = unallocated - suggested.unallocated.length;
  await expect(
    page.getByRole('status').filter({ hasText: placed > 0 ? `${placed} people placed.` : 'Nobody could be placed.' }),
  ).toBeVisible();
  const contestantsRoom = whereIs(suggested, CONTESTANT);
  expect(contestantsRoom, 'the contestant placed by the suggestion').toBeDefined();
  expect(contestantsRoom!.room.occupants.map((guest) => guest.fullName)).not.toContain(LEADER);

  // The contestant into her leader's room: the screen asks first.
  const leadersRoom = whereIs(suggested, LEADER)!;
  const hotel = page.getByRole('table', { name: contestantsRoom!.hotel.name });
  await hotel.getByRole('button', { name: `Move ${CONTESTANT}`, exact: true }).click();
  const move = page.getByRole('dialog', { name: `Move ${CONTESTANT}` });
  await move.getByRole('combobox', { name: 'Room' }).selectOption({ label: choiceOf(leadersRoom.hotel.name, leadersRoom.room) });
  await move.getByRole('button', { name: 'Move', exact: true }).click();
  const question = page.getByRole('alertdialog', { name: 'Mixed room' });
  await expect(question).toContainText(
    'This would place a contestant with an adult or with a contestant of another country. Place anyway?',
  );
  await expectNoAxeViolationsAtBothWidths(page);
  await question.getByRole('button', { name: 'Place anyway' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${CONTESTANT} placed in room ${leadersRoom.room.number}.` })).toBeVisible();
  const shared = page.getByRole('table', { name: leadersRoom.hotel.name }).getByRole('row').filter({ hasText: LEADER });
  await expect(shared.getByRole('cell').nth(2)).toHaveText('2 of ' + leadersRoom.room.capacity + ' beds');
  await expect(shared).toContainText('Mixed, confirmed by Administrator');

  // Published after its confirmation.
  await page.getByRole('button', { name: 'Publish allocation', exact: true }).click();
  await page
    .getByRole('alertdialog', { name: 'Publish allocation' })
    .getByRole('button', { name: 'Publish allocation', exact: true })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Allocation published.' })).toBeVisible();
  await expect(page.getByText(/^Published on \d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} by Administrator$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Withdraw publication' })).toBeVisible();

  // The hotel's rooming list: the two of them in one room.
  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: `Download rooming list of ${leadersRoom.hotel.name}` }).click();
  const csv = await readFile(await (await downloaded).path(), 'utf8');
  const rows = csv.split(/\r?\n/).filter((line) => line.includes(COUNTRY));
  expect(rows).toHaveLength(2);
  for (const row of rows) expect(row.startsWith(`${leadersRoom.room.number},`)).toBe(true);
  expect(rows.some((row) => row.includes(CONTESTANT) && row.includes('Contestant'))).toBe(true);

  await page.getByRole('checkbox', { name: 'Show only rooms with free beds' }).check();
  await expectNoAxeViolationsAtBothWidths(page);

  // On paper: the rooming lists without a control, nobody without a room.
  await page.getByRole('checkbox', { name: 'Show only rooms with free beds' }).uncheck();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Suggest rooms' })).toBeHidden();
  await expect(page.getByRole('region', { name: 'Without a room' })).toBeHidden();
  await expect(page.getByRole('table', { name: leadersRoom.hotel.name }).getByRole('button').first()).toBeHidden();
  await expect(page.getByRole('table', { name: leadersRoom.hotel.name })).toBeVisible();
});
