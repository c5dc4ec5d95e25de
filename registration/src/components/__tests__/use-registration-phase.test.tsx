import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { API } from '@olympiad/shared';
import { logInAs, logOut, mockFetch } from '@olympiad/shared/testing';
import { useRegistrationPhase } from '../use-registration-phase';

const CLOSED_LONG_AGO = '2020-01-01T00:00:00Z';
const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
);

describe('useRegistrationPhase', () => {
  beforeEach(() => mockFetch({ [`GET ${API.contest}`]: { id: 'c', name: 'IJOI 2025', endOfRegistrationDate: CLOSED_LONG_AGO } }));
  afterEach(logOut);

  it("is the contest's phase for a registrator", async () => {
    logInAs('TeamRegistrator', 'Rita', '11111111-1111-4111-8111-111111111111');
    const { result } = renderHook(() => useRegistrationPhase(), { wrapper });
    await waitFor(() => expect(result.current.phase).toBe('closed'));
    expect(result.current.endOfRegistrationDate).toBe(CLOSED_LONG_AGO);
  });

  it('is always open for an Administrator, whom no window holds', async () => {
    logInAs('Administrator', 'Ada');
    const { result } = renderHook(() => useRegistrationPhase(), { wrapper });
    expect(result.current.phase).toBe('open');
    await waitFor(() => expect(result.current.endOfRegistrationDate).toBe(CLOSED_LONG_AGO));
    expect(result.current.phase).toBe('open');
  });
});
