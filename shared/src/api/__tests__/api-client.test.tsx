import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { auth } from '../../auth/auth-store.js';
import { logInAs, mockFetch } from '../../testing/index.js';
import { CONTRACT, pathOf, urlOf } from '../../contract/index.js';
import { ApiError } from '../../http/api-error.js';
import { contestUrl } from '../../http/contest.js';
import { callApi, fileOfCall } from '../api-client.js';
import { urlOfCall } from '../call-paths.js';
import { useApi } from '../use-api.js';

const headersOf = (init: RequestInit) => init.headers as Record<string, string>;

describe('callApi', () => {
  beforeEach(() => {
    document.cookie = 'XSRF-TOKEN=abc123; path=/';
  });
  afterEach(() => auth.logout());

  it("sends the contract's method to the path with its params filled, the body as JSON and the call's headers", async () => {
    logInAs('Administrator');
    const { calls } = mockFetch({ 'PUT /api/Country/c%201': { id: 'c 1', name: 'Chile', picturePath: null } });
    await callApi('updateCountry', { params: { id: 'c 1' }, body: { id: 'c 1', name: 'Chile' }, headers: { 'If-Match': '"3"' } });
    expect(calls[0]!.method).toBe('PUT');
    expect(calls[0]!.init.body).toBe(JSON.stringify({ id: 'c 1', name: 'Chile' }));
    expect(headersOf(calls[0]!.init)['If-Match']).toBe('"3"');
    expect(headersOf(calls[0]!.init)['X-XSRF-TOKEN']).toBe('abc123');
    expect(headersOf(calls[0]!.init).Authorization).toBe(`Bearer ${auth.getState().token}`);
  });

  it('turns a problem answer into an ApiError, as every call does', async () => {
    mockFetch({});
    await expect(callApi('deleteCountry', { params: { id: 'x' } })).rejects.toBeInstanceOf(ApiError);
  });
});

describe('fileOfCall', () => {
  beforeEach(() => {
    document.cookie = 'XSRF-TOKEN=abc123; path=/';
  });
  afterEach(() => auth.logout());

  it("posts the call's body with the XSRF header and answers the file's bytes and name", async () => {
    logInAs('Administrator');
    const pdf = new Response('%PDF-1.7', {
      headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="letter.pdf"' },
    });
    const { calls } = mockFetch({ [`POST ${urlOfCall('generateLetter', { params: { id: 'p1' } })}`]: pdf });
    const file = await fileOfCall('generateLetter', { params: { id: 'p1' } });
    expect(calls[0]!.method).toBe('POST');
    expect(headersOf(calls[0]!.init)['X-XSRF-TOKEN']).toBe('abc123');
    expect(file.filename).toBe('letter.pdf');
    expect(await file.blob.text()).toBe('%PDF-1.7');
  });

  it('turns a refusal into an ApiError', async () => {
    mockFetch({});
    await expect(fileOfCall('previewLetter', { body: { enabled: false, organiserAddress: '', body: '' } })).rejects.toBeInstanceOf(
      ApiError,
    );
  });
});

describe('urlOfCall', () => {
  it("fills the contract's path with the params and the query, as pathOf and urlOf do", () => {
    expect(urlOfCall('readCountries')).toBe(CONTRACT.readCountries.path);
    expect(urlOfCall('readContest', { query: { year: 2025 } })).toBe(contestUrl());
    expect(urlOfCall('readStatistics', { query: { year: 2025 } })).toBe(urlOf(CONTRACT.readStatistics.path, {}, { year: 2025 }));
    expect(urlOfCall('readPeopleOfCountry', { params: { role: 'GUEST', x: 'c1' }, query: { contestId: 'k1' } })).toBe(
      urlOf(CONTRACT.readPeopleOfCountry.path, { role: 'GUEST', x: 'c1' }, { contestId: 'k1' }),
    );
    expect(urlOfCall('removeLeader', { params: { teamId: 't1', leaderId: 'l1' } })).toBe(
      pathOf(CONTRACT.removeLeader.path, { teamId: 't1', leaderId: 'l1' }),
    );
  });
});

describe('useApi', () => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
  );

  it("reads the call's URL and answers its data", async () => {
    mockFetch({ 'GET /api/Team/country/c1': [{ id: 't1' }] });
    const { result } = renderHook(() => useApi('readCountryTeams', { params: { countryId: 'c1' } }), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual([{ id: 't1' }]));
  });

  it('reads nothing while its location is null', () => {
    const { fetchMock } = mockFetch({});
    const { result } = renderHook(() => useApi('readCountryTeams', null), { wrapper });
    expect(result.current.data).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
