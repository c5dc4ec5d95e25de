import { expect, test, type Page } from '@playwright/test';
import { apiCall } from '../../support/api';
import { expectNoAxeViolationsAtBothWidths } from '../../support/axe';
import { openSection } from '../../support/control-panel';
import { adminToken } from '../../support/registration';

/**
 * The control panel's Messages section: a guide invited through the api just before has an
 * invitation, which the e2e server (no SMTP_URL) writes to its outbox; the section says so, lists
 * it as sent, opens it whole and finds it by status.
 */
const EMAIL = `gia.${Date.now().toString(36)}@example.org`;
let subject = '';

interface MessageRow {
  recipient: string;
  subject: string;
  status: string;
}

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  const token = await adminToken(page);
  await apiCall(page.request, 'inviteUser', { token, data: { email: EMAIL, name: 'Gia Messenger', role: 'Guide' } });
  // As the section reads it: the newest first, so the invitation is on the first page.
  await expect
    .poll(async () => {
      const { messages } = await apiCall<{ messages: MessageRow[] }>(page.request, 'readMessages', { token });
      const invitation = messages.find((message) => message.recipient === EMAIL);
      subject = invitation?.subject ?? '';
      return invitation?.status;
    })
    .toBe('sent');
  await page.close();
});

const messages = (page: Page) => page.getByRole('table', { name: 'Messages' });
const invitationRow = (page: Page) => messages(page).getByRole('row').filter({ hasText: EMAIL });

test('the invitation just made, sent into the outbox, with how this server delivers', async ({ page }) => {
  await openSection(page, 'Messages', '/controlPanel/messages');
  await expect(
    page.getByText(
      "No SMTP server is set (SMTP_URL): messages are written to the server's outbox folder (DATA_DIR/outbox) instead of being sent.",
    ),
  ).toBeVisible();
  await expect(messages(page).getByRole('columnheader')).toHaveText([
    'To',
    'Subject',
    'Queued (venue time, Europe/Sofia)',
    'Status',
    'Actions',
  ]);
  const row = invitationRow(page);
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell').nth(1)).toHaveText(subject);
  await expect(row.getByRole('cell').nth(2)).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2}$/);
  await expect(row.getByRole('cell').nth(3)).toHaveText(/^Sent \d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2}$/);
  await expectNoAxeViolationsAtBothWidths(page);
});

test('opened whole: To, Subject, Status and the plain text with its link', async ({ page }) => {
  await page.goto('/controlPanel/messages');
  await page.getByRole('button', { name: `View ${subject} to ${EMAIL}` }).click();
  const dialog = page.getByRole('dialog', { name: `${subject} to ${EMAIL}` });
  await expect(dialog.getByRole('definition')).toHaveText([EMAIL, subject, /^Sent /]);
  // The link to set a password, as text: the public address the e2e server runs on.
  await expect(dialog.locator('pre')).toContainText(/http:\/\/localhost:\d+\/\S+/);
  await expect(dialog.getByRole('button', { name: 'Send again' })).toHaveCount(0);
  await expectNoAxeViolationsAtBothWidths(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('filtered by status in the address: there among the sent, not among the failed', async ({ page }) => {
  await page.goto('/controlPanel/messages');
  const status = page.getByLabel('Status', { exact: true });
  await status.selectOption({ label: 'Sent' });
  await expect(page).toHaveURL(/status=sent/);
  await expect(invitationRow(page)).toHaveCount(1);
  await status.selectOption({ label: 'Failed' });
  await expect(page).toHaveURL(/status=failed/);
  await expect(page.getByText('No failed messages.')).toBeVisible();
  await status.selectOption({ label: 'All' });
  await expect(page).not.toHaveURL(/status=/);
  await expect(invitationRow(page)).toHaveCount(1);
});
