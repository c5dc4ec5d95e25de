import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiCall } from '../../support/api';
import { expectNoAxeViolations } from '../../support/axe';
import { ADMIN, BASE_URL } from '../../support/env';

/**
 * Two organisers edit one country: the second save is refused instead of overwriting the first
 * organiser's change; what was typed stays and the current values can be loaded. The country is
 * made for this spec alone.
 */
const CHANGED = 'This record was changed meanwhile by someone else.';

async function asOtherOrganiser<T>(
  playwright: { request: { newContext: (options: { baseURL: string }) => Promise<APIRequestContext> } },
  act: (request: APIRequestContext, token: string) => Promise<T>,
): Promise<T> {
  const request = await playwright.request.newContext({ baseURL: BASE_URL });
  try {
    const { token } = await apiCall<{ token: string }>(request, 'logIn', { data: { email: ADMIN.email, password: ADMIN.password } });
    return await act(request, token);
  } finally {
    await request.dispose();
  }
}

test('a country saved over a change made meanwhile is refused, keeps the typed name and offers the current one', async ({
  page,
  playwright,
}) => {
  const { id } = await asOtherOrganiser(playwright, (request, token) =>
    apiCall<{ id: string }>(request, 'createCountry', { token, data: { name: 'Meanwhilia' } }),
  );
  await page.goto('/controlPanel/countries');
  await page.getByRole('row').filter({ hasText: 'Meanwhilia' }).getByRole('button', { name: /^Edit/ }).click();
  const name = page.getByLabel('Name');
  await expect(name).toHaveValue('Meanwhilia');

  await asOtherOrganiser(playwright, (request, token) =>
    apiCall(request, 'updateCountry', { params: { id }, token, data: { id, name: 'Meanwhilia Theirs' } }),
  );
  await name.fill('Meanwhilia Mine');
  await page.getByRole('button', { name: 'Edit Country' }).click();
  const form = page.getByRole('form', { name: 'Edit Meanwhilia' });
  await expect(form.getByText(CHANGED, { exact: true })).toBeVisible();
  await expect(name).toHaveValue('Meanwhilia Mine');
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 375, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page);
  }

  await form.getByRole('button', { name: 'Load current values (Country)' }).click();
  await expect(name).toHaveValue('Meanwhilia Theirs');
  await expect(form.getByText(CHANGED, { exact: true })).toBeHidden();
  await name.fill('Meanwhilia Mine');
  await page.getByRole('button', { name: 'Edit Country' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Country has been editted successfully!' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Meanwhilia Mine' })).toBeVisible();

  await asOtherOrganiser(playwright, (request, token) => apiCall(request, 'deleteCountry', { params: { id }, token }));
});
