import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { expectPagesMove, expectSearchNarrows } from '../../support/lists';

test('the administrator creates a guide, assigns a team without a guide and removes it', async ({ page }) => {
  // A long journey with axe over large tables on a shared two-core machine.
  test.setTimeout(120_000);
  const name = `Gabriel Guide ${'abcdefghij'[Date.now() % 10]}`;
  await page.goto('/controlPanel');
  await page.getByRole('navigation', { name: 'Control panel' }).getByRole('link', { name: 'Guides' }).click();
  await expect(page).toHaveURL('/controlPanel/guides');
  await expect(page.getByRole('table', { name: 'Guides and their teams' })).toBeVisible();
  await expectNoAxeViolations(page);

  await expect(page.getByLabel('Arrival location')).toHaveValue('Other');
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('T-shirt size').selectOption('L');
  await page.getByLabel('Phone number').fill('+359888123');
  await page.getByLabel('School name').fill('Sofia High School of Mathematics');
  await page.getByLabel('Class designator').fill('11B');
  await page.getByRole('button', { name: 'Add guide' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Guide has been created successfully!' })).toBeVisible();
  const details = page.getByRole('table', { name: 'Guides', exact: true }).getByRole('row').filter({ hasText: name });
  await expect(details.getByRole('cell', { name: '11B' })).toBeVisible();

  const teamSelect = page.getByRole('combobox', { name: /^Team/ });
  const list = page.getByRole('table', { name: 'Guides and their teams' });
  if ((await teamSelect.locator('option').count()) < 2) {
    // The demo edition may give every team a guide: free one first.
    await list
      .getByRole('button', { name: /^Remove/ })
      .first()
      .click();
    await page
      .getByRole('alertdialog', { name: 'Remove team from guide' })
      .getByRole('button', { name: /^Remove / })
      .click();
    await expect(teamSelect.locator('option')).toHaveCount(2);
  }
  const offered = teamSelect.locator('option').nth(1);
  const teamLabel = (await offered.textContent())!;
  const teamId = (await offered.getAttribute('value'))!;
  await page.getByRole('combobox', { name: /^Guide/ }).selectOption({ label: name });
  await teamSelect.selectOption(teamId);
  await page.getByRole('button', { name: 'Assign team' }).click();
  const row = list.getByRole('row').filter({ hasText: name });
  const assignedName = teamLabel.replace(/ \((Junior|Senior)\)$/, '');
  await expect(row.getByText(assignedName)).toBeVisible();
  // Assigned, the team is no longer offered.
  await expect(teamSelect.locator(`option[value="${teamId}"]`)).toHaveCount(0);

  await row.getByRole('button', { name: /^Remove/ }).click();
  // Asked first, naming the team and the guide; Cancel keeps it.
  const confirm = page.getByRole('alertdialog', { name: 'Remove team from guide' });
  await expect(confirm).toContainText(`Remove ${assignedName} from ${name}?`);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(row.getByText(assignedName)).toBeVisible();
  await row.getByRole('button', { name: /^Remove/ }).click();
  await confirm.getByRole('button', { name: /^Remove / }).click();
  await expect(row.getByText(assignedName)).toHaveCount(0);
  await expect(teamSelect.locator(`option[value="${teamId}"]`)).toHaveCount(1);
  await expectNoAxeViolations(page);
});

test('guides: the Assign a team form above the list, a search narrows it, the pages move, usable at 375 px', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/controlPanel/guides');
  const list = page.getByRole('table', { name: 'Guides and their teams' });
  const rows = list.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rows.first()).toBeVisible();
  const formTop = (await page.getByRole('form', { name: 'Assign a team' }).boundingBox())!.y;
  expect(formTop).toBeLessThan((await list.boundingBox())!.y);
  await expectPagesMove(page, 'guides', rows, 25);
  // The details table shows the same guides as the list above it.
  const details = page
    .getByRole('table', { name: 'Guides', exact: true })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
  await expect(details).toHaveCount(25);
  const guideName = (await rows.nth(2).getByRole('cell').first().textContent())!;
  await expectSearchNarrows(page, 'guides', rows, guideName);

  await page.setViewportSize({ width: 375, height: 740 });
  await expect(page.getByRole('region', { name: 'Guides and their teams table' })).toHaveAttribute('tabindex', '0');
  await expect(page.getByRole('region', { name: 'Guides table' })).toHaveAttribute('tabindex', '0');
  await expectNoAxeViolations(page);
});
