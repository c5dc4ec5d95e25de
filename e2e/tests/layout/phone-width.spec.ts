import { test } from '@playwright/test';
import { expectFitsThePhone, pathsOpenTo } from '../../support/phone-width';

// Every public route of the route table, and the page of an address no route matches.
for (const path of [...pathsOpenTo('visitor'), '/no-such-page']) {
  test(`${path} is no wider than a 375 px phone`, async ({ page }) => {
    await expectFitsThePhone(page, path);
  });
}
