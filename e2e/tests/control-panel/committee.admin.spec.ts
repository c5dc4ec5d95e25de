import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';

test('committee: add a person, edit them, give them a role in a committee, and withdraw their consent', async ({ page, browser }) => {
  // A long journey with axe over large tables on a shared two-core machine.
  test.setTimeout(120_000);
  const name = `Member_${Date.now() % 100000} Test`;
  await page.goto('/controlPanel');
  await page.getByRole('navigation', { name: 'Control panel' }).getByRole('link', { name: 'Committee' }).click();
  await expect(page).toHaveURL('/controlPanel/committee');
  await expect(page.getByRole('table', { name: 'List of people for committees' })).toBeVisible();
  await expectNoAxeViolations(page);

  await expect(page.getByLabel('Arrival location')).toHaveValue('Other');
  await page.getByLabel('Full name').fill('Not (allowed)');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Only latin letters, digits, underscores and hyphens allowed!')).toBeVisible();

  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('T-shirt size').selectOption('M');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Person has been added successfully.' })).toBeVisible();
  const row = page.getByRole('table', { name: 'List of people for committees' }).getByRole('row').filter({ hasText: name });
  await expect(row.getByRole('cell').nth(2)).toHaveText('M');

  await row.getByRole('button', { name: /^Edit/ }).click();
  await expect(page.getByLabel('Full name')).toHaveValue(name);
  await page.getByLabel('T-shirt size').selectOption('XL');
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Person has been edited successfully.' })).toBeVisible();
  await expect(row.getByRole('cell').nth(2)).toHaveText('XL');

  const committee = page
    .getByRole('group')
    .filter({ has: page.getByLabel('Committee name') })
    .first();
  const committeeName = await committee.getByLabel('Committee name').inputValue();
  await committee.getByLabel(`New member of ${committeeName}`).selectOption({ label: name });
  await committee.getByRole('button', { name: `Add member to ${committeeName}` }).click();
  await committee.getByLabel(`Role of ${name}`).fill('Secretary');
  await page.getByRole('button', { name: 'Save committees' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Committees have been saved successfully!' })).toBeVisible();
  await expect(row.getByRole('cell').nth(3)).toHaveText(`Secretary (${committeeName})`);

  // What the public committees page shows.
  await page.goto('/commitees');
  await expect(page.getByText(name)).toBeVisible();
  await expect(page.getByText('Secretary').first()).toBeVisible();

  // A withdrawn consent: the public sees a stand-in, never the name.
  await page.goto('/controlPanel/committee');
  await row.getByRole('button', { name: /^Edit/ }).click();
  const consent = page.getByRole('group', { name: `Shown publicly (${name})` });
  const nameConsent = consent.getByRole('group', { name: 'Name may be shown publicly' });
  await nameConsent.getByRole('radio', { name: 'No' }).check();
  await expect(page.getByRole('status').filter({ hasText: 'Consent is recorded successfully!' })).toBeVisible();
  await expect(nameConsent).toHaveAccessibleDescription('Consent withdrawn');
  await expect(consent.getByRole('group', { name: 'Photo may be shown publicly' })).toHaveAccessibleDescription(
    "No choice recorded (the edition's default: shown)",
  );
  await expectNoAxeViolations(page);
  const visitor = await browser.newPage({ storageState: { cookies: [], origins: [] } });
  try {
    await visitor.goto('/commitees');
    await expect(visitor.getByText('Secretary').first()).toBeVisible();
    await expect(visitor.getByText('Committee member').first()).toBeVisible();
    await expect(visitor.getByText(name)).toHaveCount(0);
  } finally {
    await visitor.close();
  }
});
