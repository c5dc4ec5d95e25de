import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { PNG_FLAG } from '../../support/images';

/**
 * The walls a registrator met on a phone between typing and seeing what was saved: where the
 * guests list opens, where focus goes after a save or a delete, what a message covers, and when a
 * file that is no picture is refused.
 */
test.use({ viewport: { width: 375, height: 740 } });

/** A guest's name of letters only, new on every run. */
const guestName = (first: string) =>
  `${first} ${Date.now()
    .toString(36)
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;
const INVALID_FORM = 'The form is invalid. Please fill fields correctly!';
const IMAGE_INVALID = 'The image must be a JPEG, PNG or WebP file of at most 5 MB!';

async function openAddGuest(page: Page) {
  await page.goto('/addGuest');
  await expect(page.getByRole('heading', { level: 1, name: 'Add Guest' })).toBeVisible();
}

async function fillGuest(page: Page, name: string) {
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('T-shirt size').selectOption('S');
  await page.getByLabel('Time of arrival').fill('2025-08-29T09:15');
  await page.getByLabel('Arrival location').selectOption('Sofia Airport');
  await page.getByLabel('Time of departure').fill('2025-09-03T18:00');
  await page.getByLabel('Departure location').selectOption('Other');
}

/** Whether two elements' boxes on the screen share any pixel. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [one, two] = [await a.boundingBox(), await b.boundingBox()];
  if (!one || !two) return false;
  return one.x < two.x + two.width && two.x < one.x + one.width && one.y < two.y + two.height && two.y < one.y + one.height;
}

test('after Register the guests list opens with the new guest in view and focus on its heading', async ({ page }) => {
  const name = guestName('Wanda Walls');
  await openAddGuest(page);
  await fillGuest(page, name);
  const register = page.getByRole('button', { name: 'Register' });
  await register.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await register.click();

  await expect(page).toHaveURL('/listGuests');
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toBeInViewport();
  await expect(page.getByRole('heading', { level: 1, name: 'Guests' })).toBeFocused();
  await expectNoAxeViolations(page);
});

test("after a guest is deleted, focus goes to the list's heading, not to the page's body", async ({ page }) => {
  const name = guestName('Dora Delete');
  await openAddGuest(page);
  await fillGuest(page, name);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL('/listGuests');

  await page
    .getByRole('row')
    .filter({ hasText: name })
    .getByRole('button', { name: `Delete ${name}` })
    .click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete guest' });
  await dialog.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Guests' })).toBeFocused();
  await expectNoAxeViolations(page);
});

test('the message of a refused submit leaves the field in error in sight', async ({ page }) => {
  await openAddGuest(page);
  const register = page.getByRole('button', { name: 'Register' });
  await register.scrollIntoViewIfNeeded();
  await register.click();
  const snack = page.getByRole('alert').filter({ hasText: INVALID_FORM });
  const fullName = page.getByLabel('Full name');
  await expect(snack).toBeVisible();
  await expect(fullName).toBeFocused();
  await expect(fullName).toHaveAccessibleErrorMessage('Please Fill Required Field!');
  await expect(fullName).toBeInViewport();
  await expect.poll(() => overlap(snack, fullName)).toBe(false);
  await expectNoAxeViolations(page);

  // Scrolled back under the top of the screen, the field is still not covered.
  await fullName.evaluate((input) => input.scrollIntoView({ block: 'start' }));
  await expect.poll(() => overlap(snack, fullName)).toBe(false);
  await expect(snack).toBeInViewport();
});

test('a text file named .jpg is refused as soon as it is chosen, and a picture chosen after it is taken', async ({ page }) => {
  await openAddGuest(page);
  const picture = page.getByLabel('Picture');
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET') sent.push(request.url());
  });
  await picture.setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('Dear organisers, here is my photo.') });
  await expect(picture).toHaveAccessibleErrorMessage(IMAGE_INVALID);
  await expect(page.getByText(IMAGE_INVALID)).toBeVisible();
  await expect(page.getByRole('img', { name: 'Picture: preview of the chosen picture' })).toHaveCount(0);
  expect(sent).toEqual([]);
  await expectNoAxeViolations(page);

  await picture.setInputFiles(PNG_FLAG);
  await expect(page.getByText(IMAGE_INVALID)).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'Picture: preview of the chosen picture' })).toBeVisible();
});
