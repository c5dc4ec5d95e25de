import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { newCountryRegistrator, setEndOfRegistration } from '../../support/registration';

/** Long past: 23:59 on 08/01/2025 at the venue (Sofia, UTC+3 in summer), so the edit window ended too. */
const PAST_DEADLINE = '2025-08-01T20:59:00.000Z';
/** The country's own deadline, typed as the venue's wall clock: noon on 15 January of next year. */
const NEXT_YEAR = new Date().getFullYear() + 1;
const OWN_DEADLINE = `${NEXT_YEAR}-01-15T12:00`;

/** A word of letters only, new on every run. */
const uniqueWord = () => {
  const word = Date.now()
    .toString(36)
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);
  return word.charAt(0).toUpperCase() + word.slice(1);
};

test("an Administrator gives one country a later deadline in Countries: its registrator may register after the contest's has passed", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const countryName = `Lateland ${uniqueWord()}`;
  // The country's registrator, in a browser of their own; the Administrator stays on `page`.
  const registratorContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const registrator = await registratorContext.newPage();
  await newCountryRegistrator(registrator, countryName);
  const contestDeadline = await setEndOfRegistration(page, PAST_DEADLINE);
  try {
    await page.goto('/controlPanel/countries');
    const row = page.getByRole('row').filter({ hasText: countryName });
    await expect(row.getByRole('cell', { name: "The contest's" })).toBeVisible();
    await row.getByRole('button', { name: /^Edit/ }).click();
    const deadline = page.getByLabel('Registration deadline');
    await expect(deadline).toHaveValue('');
    await expect(page.getByText("Empty: the contest's deadline (08/01/2025 23:59).")).toBeVisible();
    await deadline.fill(OWN_DEADLINE);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Edit Country' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Country has been editted successfully!' })).toBeVisible();
    await expect(row.getByRole('cell', { name: `01/15/${NEXT_YEAR} 12:00` })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 375, height: 740 });
    await expectNoAxeViolations(page);

    // Registration is open for that country alone: the home panel offers Add Team and names its own deadline.
    await registrator.goto('/');
    const panel = registrator.getByRole('region', { name: 'Team registration' });
    await expect(panel.getByRole('button', { name: 'Add Team' })).toBeVisible();
    await expect(panel.getByText('Registration time is over!')).toHaveCount(0);
    await expect(panel.getByText(`01/15/${NEXT_YEAR} 12:00 venue time`)).toBeVisible();
    await panel.getByRole('button', { name: 'Add Team' }).click();
    await expect(registrator).toHaveURL('/addTeam');
    await expect(registrator.getByRole('button', { name: 'Add Team' })).toBeEnabled();
    await expect(registrator.getByLabel(/^Team name/)).toBeEditable();
    await expect(registrator.getByRole('region', { name: 'Registration time is over!' })).toHaveCount(0);

    // Cleared, the contest's deadline holds for the country again.
    await page.setViewportSize({ width: 1280, height: 720 });
    await row.getByRole('button', { name: /^Edit/ }).click();
    await expect(deadline).toHaveValue(OWN_DEADLINE);
    await deadline.fill('');
    await page.getByRole('button', { name: 'Edit Country' }).click();
    await expect(row.getByRole('cell', { name: "The contest's" })).toBeVisible();
    await registrator.goto('/');
    await expect(panel.getByText('Registration time is over!')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Add Team' })).toHaveCount(0);
  } finally {
    await setEndOfRegistration(page, contestDeadline);
    await registratorContext.close();
  }
});
