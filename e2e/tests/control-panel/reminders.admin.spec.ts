import { expect, test, type Page } from '@playwright/test';
import type { MessagePage } from '@olympiad/shared/schemas';
import { apiCall } from '../../support/api';
import { expectNoAxeViolationsAtBothWidths } from '../../support/axe';
import { openSection, ownCountry, ownCountryName, searchBox } from '../../support/control-panel';

/**
 * Reminders from Progress. This spec's own country has no team yet and one registrator; the
 * server runs without SMTP_URL, so what it queues is read back as the Messages section reads it.
 */
const COUNTRY = ownCountryName('Remindia');
const REGISTRATOR = { name: 'Rhea Reminded', email: `rhea-${Date.now()}@example.org`, password: 'e2e-reminded-password' };

test.describe.configure({ mode: 'serial' });

let token: string;

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  const country = await ownCountry(page, COUNTRY);
  token = country.token;
  await apiCall(page.request, 'registerUser', {
    token,
    data: { ...REGISTRATOR, role: 'TeamRegistrator', countryId: country.countryId },
  });
  await page.close();
});

const openProgress = async (page: Page) => {
  await openSection(page, 'Progress', '/controlPanel/progress');
  await searchBox(page).fill(COUNTRY);
};

test('every incomplete country is previewed before anything is sent', async ({ page }) => {
  await openProgress(page);
  await page.getByRole('button', { name: 'Send reminders' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send reminders' });
  const ours = dialog.getByRole('listitem').filter({ has: page.getByRole('heading', { name: COUNTRY }) });
  await expect(ours.getByText(`To: ${REGISTRATOR.name} <${REGISTRATOR.email}>`)).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Send to \d+ countr(y|ies)$/ })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

test("a country's reminder: previewed, sent, and found among the messages", async ({ page }) => {
  await openProgress(page);
  await page
    .getByRole('table', { name: 'Progress by country' })
    .getByRole('button', { name: `Send reminder to ${COUNTRY}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Send reminder to ${COUNTRY}` });
  await expect(dialog.getByText(`To: ${REGISTRATOR.name} <${REGISTRATOR.email}>`)).toBeVisible();
  const subject = `Reminder: the registration of ${COUNTRY} is not complete`;
  await dialog.getByText(`Message: ${subject}`, { exact: false }).click();
  await expect(dialog.getByText(`The registration of ${COUNTRY} still misses:`, { exact: false })).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page);

  await dialog.getByRole('button', { name: 'Send to 1 country' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Reminders queued for 1 country.' })).toBeVisible();
  await expect(dialog).toBeHidden();

  const { messages } = await apiCall<MessagePage>(page.request, 'readMessages', { token });
  const sent = messages.filter((message) => message.recipient === REGISTRATOR.email);
  expect(sent.map((message) => [message.kind, message.subject.startsWith(subject)])).toEqual([['reminder', true]]);
});

test('the automatic reminders are set in Contest settings and saved', async ({ page }) => {
  await openSection(page, 'Contest settings', '/controlPanel/contest');
  const days = page.getByRole('spinbutton', { name: 'Send reminders automatically' });
  await expect(days).toHaveValue('');
  await days.fill('9');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Contest settings have been saved successfully!' })).toBeVisible();
  await page.reload();
  await expect(days).toHaveValue('9');
  // Off again: no other spec's countries are reminded by themselves.
  await days.fill('');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Contest settings have been saved successfully!' })).toBeVisible();
});
