import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { ADMIN } from '../../support/env';

test('the login screen asks for both fields', async ({ page }) => {
  await page.goto('/login');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Please Fill Required Field!')).toHaveCount(2);
});

test("a wrong password shows the server's message in red", async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill('definitely-wrong');
  await page.getByRole('button', { name: 'Log in' }).click();
  const alert = page.getByRole('alert').filter({ hasText: /invalid/i });
  await expect(alert).toBeVisible();
  // The role is on the message itself; the red is its snack's.
  await expect(alert.locator('..')).toHaveCSS('background-color', 'rgb(153, 25, 25)');
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
});

test('logging in goes home with the welcome line; logging out returns to /', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByText(`Welcome, ${ADMIN.name}`, { exact: true })).toBeVisible();
  await page.goto('/logout');
  await expect(page.getByText(`Hello, ${ADMIN.name}`)).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' })).toBeVisible();
});
