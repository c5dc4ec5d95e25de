import { expect, test } from '@playwright/test';
import { urlOfCall } from '../../support/api';

/** The reads of the user's own country, whatever its id: their paths up to the id. */
const COUNTRY_READS = [urlOfCall('readCountryLeaders', { countryId: '' }), urlOfCall('readCountryTeams', { countryId: '' })];

// The shell starts Add Team's reads as it boots (the route table's countryReads) and the screen
// takes them over: each asked once, and before the registration remote's code has arrived.
test("Add Team's reads start with the shell, not after the registration remote, and are asked once", async ({ page }) => {
  const reads = new Map<string, number[]>();
  let appArrived = Number.POSITIVE_INFINITY;
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (COUNTRY_READS.some((prefix) => path.startsWith(prefix))) reads.set(path, [...(reads.get(path) ?? []), Date.now()]);
  });
  page.on('requestfinished', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/remotes/registration/') && path.includes('__federation_expose_App'))
      appArrived = Math.min(appArrived, Date.now());
  });
  await page.goto('/addTeam');
  await expect(page.getByRole('heading', { level: 1, name: 'Add Team' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The signed-in user's country, as the shell stores the user (id;name;username;countryId).
  const countryId = await page.evaluate(() => localStorage.getItem('user')!.split(';')[3]!);
  expect([...reads.keys()].sort()).toEqual([urlOfCall('readCountryLeaders', { countryId }), urlOfCall('readCountryTeams', { countryId })]);
  for (const times of reads.values()) {
    expect(times).toHaveLength(1);
    expect(times[0]).toBeLessThanOrEqual(appArrived);
  }
});
