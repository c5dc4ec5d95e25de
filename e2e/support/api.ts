import type { APIRequestContext } from '@playwright/test';

/** Calls the api as the browser would: XSRF cookie echoed in the header, bearer token when given. */
export async function apiCall<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  { token, data }: { token?: string; data?: unknown } = {},
): Promise<T> {
  const state = await request.storageState();
  let xsrf = state.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value;
  if (!xsrf) {
    await request.get('/api/health');
    xsrf = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value;
  }
  const headers: Record<string, string> = { 'X-XSRF-TOKEN': xsrf ?? '' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await request.fetch(url, { method, headers, data });
  if (!response.ok()) throw new Error(`${method} ${url} answered ${response.status()}: ${await response.text()}`);
  if (response.status() === 204) return undefined as T;
  return (await response.json()) as T;
}
