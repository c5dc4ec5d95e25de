import { expect, test } from '@playwright/test';
import { REGISTRATOR } from '../../support/env';

test("a logged-in user gets the visitor's drawn page, then their own state, with no error", async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await expect(page.getByText(`Welcome, ${REGISTRATOR.name}`, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' })).toHaveCount(0);
  expect(errors).toEqual([]);
});
