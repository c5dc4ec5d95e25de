import { expect, test } from '@playwright/test';
import { expectNoAxeViolationsAtBothWidths } from '../../support/axe';
import { BASE_URL } from '../../support/env';
import { setPasswordLinkTo } from '../../support/messages';
import { expectNoWiderThanScreen, PHONE } from '../../support/phone-width';

test('an invitation made in Users opens its page, which sets the password and logs the person in', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const email = `invited-${Date.now()}@example.com`;
  await page.goto('/controlPanel/users');
  await expect(page.getByRole('table', { name: 'List of users' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Name').fill('Ivana Invited');
  await page.getByRole('checkbox', { name: 'Send an invitation instead of a password' }).check();
  await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
  await page.getByLabel('Role').selectOption('Guide');
  await page.getByRole('button', { name: 'Add user' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Invitation sent to ${email}.` })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: email }).getByRole('cell').nth(1)).toHaveText('Invitation sent');

  const link = await setPasswordLinkTo(page, email);
  // The invited person's own browser, on a phone.
  const context = await browser.newContext({ baseURL: BASE_URL, storageState: { cookies: [], origins: [] }, viewport: PHONE });
  const phone = await context.newPage();
  await phone.goto(link);
  await expect(phone.getByRole('heading', { level: 1, name: 'Set your password' })).toBeVisible();
  await expect(phone.getByText(`For Ivana Invited (${email}).`)).toBeVisible();
  await expectNoWiderThanScreen(phone);
  await expectNoAxeViolationsAtBothWidths(phone);

  await phone.getByLabel('New password').fill('chosen-password-1');
  await phone.getByLabel('Confirm password').fill('chosen-password-2');
  await phone.getByRole('button', { name: 'Set password' }).click();
  await expect(phone.getByText('The passwords are not the same.')).toBeVisible();
  await phone.getByLabel('Confirm password').fill('chosen-password-1');
  await phone.getByRole('button', { name: 'Set password' }).click();
  await expect(phone).toHaveURL('/');
  await expect(phone.getByRole('status').filter({ hasText: 'Your password is set.' })).toBeVisible();
  await expect(phone.getByRole('banner').getByRole('button', { name: 'Logout' })).toHaveCount(1);

  // The link opens once.
  await phone.goto(link);
  await expect(phone.getByRole('alert').filter({ hasText: 'This link has expired or was already used.' })).toBeVisible();
  await expect(phone.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgotPassword');
  await context.close();
});
