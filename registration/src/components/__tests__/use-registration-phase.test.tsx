import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { contestUrl, urlOfCall } from '@olympiad/shared';
import { logInAs, mockFetch } from '@olympiad/shared/testing';
import { ownCountryRead } from '../../testing/own-country';
import { useRegistrationPhase } from '../use-registration-phase';

const COUNTRY = '11111111-1111-4111-8111-111111111111';
const CLOSED_LONG_AGO = '2020-01-01T00:00:00Z';
const FAR_AHEAD = '2099-01-01T00:00:00Z';
const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
);

const serve = (contestDeadline: string, countryDeadline: string | null = null) =>
  mockFetch({
    [`GET ${contestUrl()}`]: { id: 'c', name: 'IJOI 2025', endOfRegistrationDate: contestDeadline },
    ...ownCountryRead(COUNTRY, countryDeadline),
  });

describe('useRegistrationPhase', () => {
  it("is the contest's phase for a registrator whose country has no deadline of its own", async () => {
    serve(CLOSED_LONG_AGO);
    logInAs('TeamRegistrator', 'Rita', COUNTRY);
    const { result } = renderHook(() => useRegistrationPhase(), { wrapper });
    await waitFor(() => expect(result.current.phase).toBe('closed'));
    expect(result.current.endOfRegistrationDate).toBe(CLOSED_LONG_AGO);
  });

  it("follows the country's own deadline, later than the contest's", async () => {
    serve(CLOSED_LONG_AGO, FAR_AHEAD);
    logInAs('TeamRegistrator', 'Rita', COUNTRY);
    const { result } = renderHook(() => useRegistrationPhase(), { wrapper });
    await waitFor(() => expect(result.current.phase).toBe('open'));
    expect(result.current.endOfRegistrationDate).toBe(FAR_AHEAD);
  });

  it("follows the country's own deadline, earlier than the contest's", async () => {
    serve(FAR_AHEAD, CLOSED_LONG_AGO);
    logInAs('TeamRegistrator', 'Rita', COUNTRY);
    const { result } = renderHook(() => useRegistrationPhase(), { wrapper });
    await waitFor(() => expect(result.current.phase).toBe('closed'));
    expect(result.current.endOfRegistrationDate).toBe(CLOSED_LONG_AGO);
  });

  it('is unknown until the country is read, and says so when it cannot be', async () => {
    mockFetch({ [`GET ${contestUrl()}`]: { id: 'c', name: 'IJOI 2025', endOfRegistrationDate: FAR_AHEAD } });
    logInAs('TeamRegistrator', 'Rita', COUNTRY);
    const { result } = renderHook(() => useRegistrationPhase(), { wrapper });
    await waitFor(() => expect(result.current.error).toBeTruthy());
    expect(result.current.phase).toBeNull();
  });

  it('is always open for an Administrator, whom no window holds, who reads no country for it', async () => {
    const { calls } = serve(CLOSED_LONG_AGO);
    logInAs('Administrator', 'Ada');
    const { result } = renderHook(() => useRegistrationPhase(), { wrapper });
    expect(result.current.phase).toBe('open');
    await waitFor(() => expect(result.current.endOfRegistrationDate).toBe(CLOSED_LONG_AGO));
    expect(result.current.phase).toBe('open');
    expect(calls.some((call) => call.url.startsWith(urlOfCall('readCountries')))).toBe(false);
  });
});
