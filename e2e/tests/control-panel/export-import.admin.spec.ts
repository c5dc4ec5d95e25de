import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';

test('export downloads the file named by the server; a bad import is refused in the preview, a good one imports', async ({ page }) => {
  // A long journey with axe over large tables on a shared two-core machine.
  test.setTimeout(120_000);
  await page.goto('/controlPanel');
  await page.getByRole('navigation', { name: 'Control panel' }).getByRole('link', { name: 'Export/Import' }).click();
  await expect(page).toHaveURL('/controlPanel/exportImport');
  await expectNoAxeViolations(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('contestants-2025.csv');
  const exported = await readFile((await file.path())!, 'utf8');
  const [header, firstRow] = exported.split(/\r?\n/);
  expect(header).toContain('contestantId');
  const contestantId = firstRow!.split(',')[header!.split(',').indexOf('contestantId')]!;

  const seatings = page.getByRole('form', { name: 'Seatings' });
  await seatings.getByLabel('Seatings CSV file').setInputFiles({
    name: 'seats-bad.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`contestantId,day,seatingPlace\r\n${contestantId},1,A-1\r\nnot-an-id,3,B-2\r\n`),
  });
  await expect(seatings.getByText(/1 bad row: nothing will be imported/)).toBeVisible();
  await expect(seatings.getByText(/^Row 3: contestantId/)).toBeVisible();
  await expect(seatings.getByRole('button', { name: 'Import' })).toBeDisabled();
  await expectNoAxeViolations(page);

  await seatings.getByLabel('Seatings CSV file').setInputFiles({
    name: 'seats.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`contestantId,day,seatingPlace,note\r\n${contestantId},1,A-1,front row\r\n`),
  });
  await expect(seatings.getByText(/1 row\. Recognised columns: contestantId, day, seatingPlace\. Ignored columns: note\./)).toBeVisible();
  await seatings.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByRole('status').filter({ hasText: '1 row imported from seats.csv.' })).toBeVisible();
});

test('Download backup saves the whole edition as one signed data file named by the server', async ({ page }) => {
  await page.goto('/controlPanel/exportImport');
  const backup = page.getByRole('region', { name: 'Backup' });
  await expect(backup.getByText(/^The whole edition as it is now, in one file/)).toBeVisible();
  const download = page.waitForEvent('download');
  await backup.getByRole('button', { name: 'Download backup' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^olympiad-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.jsonl$/);
  const text = await readFile((await file.path())!, 'utf8');
  expect(text.startsWith('{"olympiadBackup":2,')).toBe(true);
  expect(text).toContain('{"table":"images","columns":');
  expect(text.trimEnd().split('\n').at(-1)).toMatch(/^\{"rows":\{.*\},"keyId":"[0-9a-f]{16}","hmacSha256":"[0-9a-f]{64}"\}$/);
  await expect(page.getByRole('status').filter({ hasText: `${file.suggestedFilename()} has been downloaded.` })).toBeVisible();
  // The section at a phone's width, as the page's own check sees it at the desktop's.
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoAxeViolations(page);
});

test('Erase personal data offers a final backup, counts what would go in a dry run, and asks for ERASE typed', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/controlPanel/exportImport');
  const section = page.getByRole('region', { name: 'Personal data after the edition' });
  await section.getByRole('button', { name: 'Erase personal data' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Erase personal data' });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();

  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download final backup' }).click();
  expect((await download).suggestedFilename()).toMatch(/^olympiad-backup-.*\.jsonl$/);

  const erase = dialog.getByRole('button', { name: 'Erase personal data now' });
  await erase.click();
  await expect(dialog.getByText('Make a dry run first, to see what the erasure will take.')).toBeVisible();

  await dialog.getByRole('button', { name: 'Dry run' }).click();
  const dryRun = dialog.getByRole('table', { name: 'What the erasure would take (dry run: nothing has been erased)' });
  // The demo edition's contestants all have a date of birth, and its leaders an e-mail.
  await expect(dryRun.getByRole('row', { name: /^Contestants' dates of birth [1-9]\d*$/ })).toBeVisible();
  await expect(dryRun.getByRole('row', { name: /^Leaders' and guides' e-mails, phones and schools [1-9]\d*$/ })).toBeVisible();
  await expectNoAxeViolations(page);

  // The erasure itself is the api tests' (api/test/routes/erasure.test.ts): here it would take
  // the other specs' demo edition with it.
  const word = dialog.getByRole('textbox', { name: 'Type ERASE to confirm' });
  await word.fill('erase');
  await erase.click();
  await expect(dialog.getByText('Type ERASE, in capitals, to confirm.')).toBeVisible();
  await expect(word).toHaveAttribute('aria-invalid', 'true');
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoAxeViolations(page);

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(section.getByRole('button', { name: 'Erase personal data' })).toBeFocused();
  // The dry run kept everything: the demo's people are all still there.
  await page.goto('/controlPanel/people');
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
});
