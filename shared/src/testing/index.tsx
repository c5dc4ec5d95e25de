import { act, render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { auth } from '../auth/auth-store.js';
import type { UserRole } from '../constants.js';
import { snacks } from '../notify/snack-store.js';
import { MemoryRouter } from '../router/index.js';

export { contestWith } from './contest.js';

/** A journey without carrier, flight or train number and terminal, as the answers give it. */
export const NO_JOURNEY = {
  arrivalCarrier: null,
  arrivalFlightNumber: null,
  arrivalTerminal: null,
  departureCarrier: null,
  departureFlightNumber: null,
  departureTerminal: null,
};

/** An unsigned token with the claims the front end reads; the server never sees it in unit tests. */
export function fakeToken(claims: { role: UserRole; unique_name: string }): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ ...claims, nameid: 'u1', exp: 4102444800 })}.signature`;
}

export function logInAs(role: UserRole, name = 'Test User', countryId: string | null = null) {
  const email = `${role.toLowerCase()}@example.com`;
  auth.login({ token: fakeToken({ role, unique_name: email }), id: 'u1', name, username: email, countryId });
}

/** Logs out; inside act because mounted screens react to it. */
export function logOut() {
  act(() => auth.logout());
}

let linkClick: jest.SpyInstance | undefined;

/**
 * Catches the files a screen downloads (a link to a blob URL, clicked): answers the links clicked,
 * each with its `download` name and its `href`, which is `blobUrl`. Undone after the test.
 */
export function catchDownloads(blobUrl = 'blob:download'): HTMLAnchorElement[] {
  URL.createObjectURL = jest.fn(() => blobUrl);
  URL.revokeObjectURL = jest.fn();
  const clicked: HTMLAnchorElement[] = [];
  linkClick = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this);
  });
  return clicked;
}

/** After every test (jest.setup.ts): logged out, no snack shown, downloads no longer caught. */
export function resetBetweenTests() {
  logOut();
  act(() => snacks.dismiss());
  linkClick?.mockRestore();
  linkClick = undefined;
}

/** Renders inside the shell's providers, with a fresh swr cache and the given start URL (and its history state). */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', ...options }: RenderOptions & { route?: string | { pathname: string; state: unknown } } = {},
) {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
    </SWRConfig>
  );
  return render(ui, { wrapper: Wrapper, ...options });
}

/** A `fetch` stand-in answering JSON by method and path; unknown calls answer 404. */
export function mockFetch(routes: Record<string, unknown | ((init: RequestInit) => unknown)>) {
  const calls: { method: string; url: string; init: RequestInit }[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = init.method ?? 'GET';
    calls.push({ method, url, init });
    const key = `${method} ${url}`;
    if (!(key in routes))
      return new Response(JSON.stringify({ status: 404, title: 'Not Found' }), {
        status: 404,
        headers: { 'content-type': 'application/problem+json' },
      });
    const answer = routes[key];
    const body = typeof answer === 'function' ? (answer as (i: RequestInit) => unknown)(init) : answer;
    if (body instanceof Response) return body;
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  globalThis.fetch = fetchMock as typeof fetch;
  return { calls, fetchMock };
}
