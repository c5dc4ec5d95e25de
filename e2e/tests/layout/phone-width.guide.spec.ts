import { test } from '@playwright/test';
import { expectFitsThePhone, pathsOpenTo } from '../../support/phone-width';

// Every route of the route table a guide may open.
for (const path of pathsOpenTo('Guide')) {
  test(`${path} is no wider than a 375 px phone for a guide`, async ({ page }) => {
    await expectFitsThePhone(page, path);
  });
}
