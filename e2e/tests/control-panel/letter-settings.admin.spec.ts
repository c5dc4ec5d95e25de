import { expect, test } from '@playwright/test';
import { expectNoAxeViolationsAtBothWidths } from '../../support/axe';
import { keepLetterSettings } from '../../support/letters';

/**
 * Contest settings' Invitation letters form: filled, previewed as a PDF in the page from the
 * values not yet saved, refused with its message while the body names an unknown placeholder, and
 * saved. The settings found before are put back after.
 */
let restore: () => Promise<void>;

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  const kept = await keepLetterSettings(page.request);
  restore = async () => {
    await kept.save(kept.before);
    await page.close();
  };
});

test.afterAll(async () => restore());

test('letter settings: filled, previewed as a PDF, an unknown placeholder refused, saved', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/controlPanel/contest');
  await expect(page.getByRole('heading', { level: 2, name: 'Contest settings' })).toBeVisible();
  // Under the contest's long form, the letters' form loads as it nears the screen.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const form = page.getByRole('form', { name: 'Invitation letters' });
  await expect(form.getByRole('heading', { level: 2, name: 'Invitation letters' })).toBeVisible();
  await form.getByRole('checkbox', { name: 'Invitation letters switched on' }).check();
  await form.getByLabel("Signatory's name").fill('Maria Ivanova');
  await form.getByLabel("Signatory's title").fill('Chair of the Organising Committee');
  await form.getByLabel("Organiser's address").fill('Ministry of Education\n2A Knyaz Dondukov Blvd\nSofia, Bulgaria');
  await form.getByLabel('Venue').fill('Sofia Tech Park');
  const body = form.getByLabel('Letter body');
  await expect(body).toHaveAccessibleDescription(/\{name\}, \{role\}, \{country\}/);
  await body.fill('We invite {name} of {country} as {role}, with {guest}.');

  await form.getByRole('button', { name: 'Save letter settings' }).click();
  await expect(form.getByText('{guest} is not a placeholder.', { exact: false })).toBeVisible();
  await expect(body).toBeFocused();

  await body.fill('We invite {name} ({nationality}, passport {passportNumber}) of {country} from {arrivalDate} to {departureDate}.');
  const previewed = page.waitForResponse((response) => response.url().endsWith('/api/Letter/settings/preview'));
  await form.getByRole('button', { name: 'Preview letter' }).click();
  const answer = await previewed;
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain('application/pdf');
  await expect(form.getByTitle('Letter preview')).toHaveAttribute('src', /^blob:/);
  await expect(form.getByRole('link', { name: 'Open the preview in a new tab' })).toHaveAttribute('href', /^blob:/);

  await form.getByRole('button', { name: 'Save letter settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Letter settings saved.' })).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page);
  await page.reload();
  await expect(page.getByRole('form', { name: 'Invitation letters' }).getByLabel("Signatory's name")).toHaveValue('Maria Ivanova');
});
