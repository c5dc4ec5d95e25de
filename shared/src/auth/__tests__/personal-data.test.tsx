import { act, render, screen } from '@testing-library/react';
import useSWR, { mutate } from 'swr';
import { request } from '../../http/client.js';
import { urlOfCall } from '../../api/call-paths.js';
import { contestUrl } from '../../http/contest.js';
import { countrySelection, teamSelection } from '../../selection/index.js';
import { logInAs, mockFetch } from '../../testing/index.js';
import { auth } from '../auth-store.js';
import { endSession } from '../end-session.js';
import { DRAFT_KEY_PREFIX } from '../personal-data.js';

const PERSONAL_READ = urlOfCall('readCountryTeams', { params: { countryId: 'c1' } });

/** Shows what swr's own cache (the shell's: no provider of its own) holds for a key, fetching nothing. */
function Cached({ url }: { url: string }) {
  const { data } = useSWR<string>(url, null, { revalidateOnMount: false });
  return <p>{`${url}: ${data ?? 'nothing'}`}</p>;
}

/** What a registrator's session leaves behind: two users' drafts, selections, cached reads. */
async function leaveTraces() {
  logInAs('TeamRegistrator', 'Rita', 'c1');
  localStorage.setItem(`${DRAFT_KEY_PREFIX}:u1:add-team`, '{"values":{"teamName":"Atlantis"}}');
  localStorage.setItem(`${DRAFT_KEY_PREFIX}:u2:guest:new`, '{"values":{"fullName":"Greta"}}');
  localStorage.setItem('unrelated', 'kept');
  countrySelection.select('c1');
  teamSelection.select('t1');
  await act(async () => {
    await mutate(PERSONAL_READ, 'the team list of country c1', { revalidate: false });
    await mutate(contestUrl(), 'the contest', { revalidate: false });
    // A signed-in user's teams list shows whole the people the public list may hide.
    await mutate(urlOfCall('readTeams'), 'the teams as Rita sees them', { revalidate: false });
    // A signed-in user's countries carry their own country's deadline (an Administrator's, every one).
    await mutate(urlOfCall('readCountries'), 'the countries as Rita sees them', { revalidate: false });
  });
  // Read by the screens of this session, which the logout then leaves.
  const screens = render(
    <>
      <Cached url={PERSONAL_READ} />
      <Cached url={contestUrl()} />
    </>,
  );
  expect(screen.getByText(`${PERSONAL_READ}: the team list of country c1`)).toBeInTheDocument();
  screens.unmount();
}

/** As the next user of the browser finds it: the screens of the last one are gone, so mounted afresh. */
function expectNothingPersonalLeft() {
  render(
    <>
      <Cached url={PERSONAL_READ} />
      <Cached url={contestUrl()} />
      <Cached url={urlOfCall('readTeams')} />
      <Cached url={urlOfCall('readCountries')} />
    </>,
  );
  expect(screen.getByText(`${urlOfCall('readTeams')}: nothing`)).toBeInTheDocument();
  expect(screen.getByText(`${urlOfCall('readCountries')}: nothing`)).toBeInTheDocument();
  expect(localStorage.getItem('token')).toBeNull();
  expect(localStorage.getItem('user')).toBeNull();
  expect(Object.keys(localStorage).filter((key) => key.startsWith(DRAFT_KEY_PREFIX))).toEqual([]);
  expect(sessionStorage.length).toBe(0);
  expect(screen.getByText(`${PERSONAL_READ}: nothing`)).toBeInTheDocument();
  // The public reads stay: the home page the user is sent to shows them at once.
  expect(screen.getByText(`${contestUrl()}: the contest`)).toBeInTheDocument();
  expect(localStorage.getItem('unrelated')).toBe('kept');
}

describe('what the browser keeps of a user', () => {
  beforeEach(() => {
    document.cookie = 'XSRF-TOKEN=abc123; path=/';
  });
  afterEach(() => {
    act(() => auth.logout());
    localStorage.clear();
  });

  it('is all forgotten at logout: drafts of every user, selections, personal reads', async () => {
    await leaveTraces();
    act(() => auth.logout());
    expectNothingPersonalLeft();
  });

  it('is all forgotten when a call answers 401', async () => {
    await leaveTraces();
    mockFetch({ [`GET ${PERSONAL_READ}`]: new Response('', { status: 401, statusText: 'Unauthorized' }) });
    await act(() => request('GET', PERSONAL_READ).catch(() => undefined));
    expect(auth.getState().isLoggedIn).toBe(false);
    expectNothingPersonalLeft();
  });

  it('is forgotten by this tab too when another tab logs out', async () => {
    await leaveTraces();
    const events: string[] = [];
    const stop = auth.subscribe((event) => events.push(event));
    // The other tab removed the shared localStorage's records; this tab's own storage is left.
    localStorage.removeItem('token');
    localStorage.removeItem('user');
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: 'token' })));
    stop();
    expect(events).toEqual(['logged-out']);
    expectNothingPersonalLeft();
  });
});

describe('endSession (the Logout button)', () => {
  afterEach(() => act(() => auth.logout()));

  it('asks the server to end the token, with the token and the XSRF pair', async () => {
    document.cookie = 'XSRF-TOKEN=abc123; path=/';
    logInAs('Guide');
    const token = auth.getState().token;
    const { calls } = mockFetch({ [`POST ${urlOfCall('logOut')}`]: new Response(null, { status: 204 }) });
    act(() => endSession());
    expect(auth.getState().isLoggedIn).toBe(false);
    expect(calls).toHaveLength(1);
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.url).toBe(urlOfCall('logOut'));
    expect(headers.Authorization).toBe(`Bearer ${token}`);
    expect(headers['X-XSRF-TOKEN']).toBe('abc123');
  });

  it('logs out here even when the server cannot be reached', async () => {
    logInAs('Guide');
    localStorage.setItem(`${DRAFT_KEY_PREFIX}:u1:guest:new`, '{}');
    const unreachable = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    globalThis.fetch = unreachable as typeof fetch;
    act(() => endSession());
    await act(() => Promise.resolve());
    expect(unreachable).toHaveBeenCalledTimes(1);
    expect(auth.getState().isLoggedIn).toBe(false);
    expect(localStorage.length).toBe(0);
  });

  it('calls nobody when nobody is logged in', () => {
    const { calls } = mockFetch({});
    act(() => endSession());
    expect(calls).toHaveLength(0);
  });
});
