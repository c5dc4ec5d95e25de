import { expect, test } from '@playwright/test';

// The shell starts a signed-in screen's first reads as it boots (the route table's firstReads),
// and the screen takes them over: asked once, and before the screen's code has even arrived.
test("My teams' read starts with the shell, not after the guide remote, and is asked once", async ({ page }) => {
  const reads: number[] = [];
  let appArrived = Number.POSITIVE_INFINITY;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/Guide/byUserId/')) reads.push(Date.now());
  });
  page.on('requestfinished', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/remotes/guide/') && path.includes('__federation_expose_App')) appArrived = Math.min(appArrived, Date.now());
  });
  await page.goto('/guideHome');
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(reads).toHaveLength(1);
  expect(reads[0]).toBeLessThanOrEqual(appArrived);
});
