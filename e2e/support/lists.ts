import { expect, type Locator, type Page } from '@playwright/test';

/** The pager under a long list, by its landmark ("Pages of leaders"). */
export const pagerOf = (page: Page, what: string) => page.getByRole('navigation', { name: `Pages of ${what}` });

/**
 * Next shows another page of rows and Previous the first again; `rows` are the list's rows
 * (without a header row), at most `pageSize` on a page.
 */
export async function expectPagesMove(page: Page, what: string, rows: Locator, pageSize: number) {
  const pager = pagerOf(page, what);
  await expect(pager).toContainText(/Page 1 of \d+ \(\d+ found\)/);
  const [, pages] = (await pager.textContent())!.match(/Page 1 of (\d+)/)!;
  expect(Number(pages)).toBeGreaterThan(1);
  await expect(rows).toHaveCount(pageSize);
  const first = (await rows.first().textContent())!;
  await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(pager).toContainText(`Page 2 of ${pages}`);
  await expect(rows.first()).not.toHaveText(first);
  await pager.getByRole('button', { name: 'Previous' }).click();
  await expect(pager).toContainText(`Page 1 of ${pages}`);
  await expect(rows.first()).toHaveText(first);
}

/** Typing into the list's search box leaves only rows holding the query; clearing it brings the list back. */
export async function expectSearchNarrows(page: Page, what: string, rows: Locator, query: string) {
  const pager = pagerOf(page, what);
  const before = (await pager.textContent())!;
  await page.getByRole('searchbox', { name: 'Search' }).fill(query);
  await expect(pager).not.toHaveText(before);
  const count = await rows.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) await expect(rows.nth(index)).toContainText(query, { ignoreCase: true });
  await page.getByRole('searchbox', { name: 'Search' }).fill('');
  await expect(pager).toHaveText(before);
}
