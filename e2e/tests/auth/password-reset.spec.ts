import { expect, test } from '@playwright/test';
import { apiCall } from '../../support/api';
import { expectNoAxeViolationsAtBothWidths } from '../../support/axe';
import { logIn } from '../../support/login';
import { setPasswordLinkTo } from '../../support/messages';
import { expectNoWiderThanScreen, PHONE } from '../../support/phone-width';
import { adminToken } from '../../support/registration';

test('a forgotten password: from the login screen to a link by e-mail, a new password and a login with it', async ({ page }) => {
  test.setTimeout(120_000);
  const email = `forgetful-${Date.now()}@example.com`;
  await apiCall(page.request, 'registerUser', {
    token: await adminToken(page),
    data: { email, name: 'Fiona Forgetful', password: 'forgotten-password-1', role: 'Guide' },
  });

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/forgotPassword');
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  const confirmation = 'If an account exists for this e-mail, a link to set a new password is on its way. It is valid for one hour.';
  await expect(page.getByRole('status').filter({ hasText: confirmation })).toBeVisible();

  await page.setViewportSize(PHONE);
  await page.goto(await setPasswordLinkTo(page, email));
  await expect(page.getByText(`For Fiona Forgetful (${email}).`)).toBeVisible();
  await expectNoWiderThanScreen(page);
  await page.getByLabel('New password').fill('remembered-password-2');
  await page.getByLabel('Confirm password').fill('remembered-password-2');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('status').filter({ hasText: 'Your password is set.' })).toBeVisible();

  // Logged out, the old password no longer opens the account and the new one does.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('forgotten-password-1');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password.' })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 720 });
  await logIn(page, email, 'remembered-password-2');
});
