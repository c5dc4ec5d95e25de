import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { apiCall } from '../../support/api';
import { adminToken } from '../../support/registration';

interface PersonData {
  person: { fullName: string; roles: string[] };
  contestant: { team: string; dateOfBirth: string | null } | null;
  history: unknown[];
}

test('People: Export data downloads everything about a contestant as person-….json, without their contest password', async ({ page }) => {
  test.setTimeout(90_000);
  const people = await apiCall<Array<{ fullName: string; roles: string[] }>>(page.request, 'readPeople', { token: await adminToken(page) });
  await page.goto('/controlPanel/people');
  const contestant = people.find((person) => person.roles.includes('CONTESTANT'))!;
  const name = contestant.fullName;
  await page.getByRole('searchbox', { name: 'Search' }).fill(name);
  const row = page
    .getByRole('table', { name: 'People' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name, exact: true }) })
    .first();

  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: `Export data of ${name}` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^person-[a-z0-9-]+\.json$/);
  const text = await readFile((await file.path())!, 'utf8');
  const data = JSON.parse(text) as PersonData;
  expect(data.person.fullName).toBe(name);
  expect(data.person.roles).toEqual(contestant.roles);
  expect(data.contestant?.team).toBeTruthy();
  expect(text).not.toContain('contestPassword');
  await expect(page.getByRole('status').filter({ hasText: `${file.suggestedFilename()} has been downloaded.` })).toBeVisible();
});
