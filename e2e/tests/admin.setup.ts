import { test as setup } from '@playwright/test';
import { ADMIN } from '../support/env';
import { logIn } from '../support/login';

setup('log in as the administrator', async ({ page }) => {
  await logIn(page, ADMIN.email, ADMIN.password);
  await page.context().storageState({ path: '.auth/admin.json' });
});
