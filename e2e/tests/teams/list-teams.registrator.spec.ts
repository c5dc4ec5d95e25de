import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';

test("a registrator's /listTeams shows only their country, with EDIT on junior teams", async ({ page }) => {
  await page.goto('/listTeams');
  await expect(page.getByRole('heading', { level: 1, name: 'Our teams' })).toBeVisible();
  const juniors = page.locator('details').filter({ has: page.getByRole('heading', { level: 2, name: 'Teams', exact: true }) });
  const seniors = page.locator('details').filter({ has: page.getByRole('heading', { level: 2, name: 'Senior Teams' }) });
  await expect(juniors.getByRole('article')).not.toHaveCount(0);
  await expect(seniors.getByRole('article')).not.toHaveCount(0);
  const countries = await page.getByRole('article').locator('h3 + p').allTextContents();
  expect(new Set(countries).size).toBe(1);
  await expect(seniors.getByRole('button', { name: /^EDIT/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  const team = await juniors.getByRole('article').first().locator('h3').textContent();
  await juniors.getByRole('button', { name: `EDIT ${team}` }).click();
  await expect(page).toHaveURL('/editTeam');
  expect(await page.evaluate(() => sessionStorage.getItem('selectedTeamId'))).toMatch(/^[0-9a-f-]{36}$/);
});
