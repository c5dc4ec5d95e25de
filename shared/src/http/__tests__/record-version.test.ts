import { auth } from '../../auth/auth-store.js';
import { logInAs, mockFetch } from '../../testing/index.js';
import { ApiError } from '../api-error.js';
import { request } from '../client.js';
import { ifMatch, isChangedMeanwhile } from '../record-version.js';
import { urlOfCall } from '../../api/call-paths';

describe('record versions', () => {
  afterEach(() => auth.logout());

  it('names the version as a strong entity tag, and sends none without one', () => {
    expect(ifMatch(7)).toEqual({ 'If-Match': '"7"' });
    expect(ifMatch(0)).toEqual({ 'If-Match': '"0"' });
    expect(ifMatch(undefined)).toEqual({});
    expect(ifMatch(null)).toEqual({});
  });

  it('sends If-Match with the write, beside the usual headers', async () => {
    logInAs('TeamRegistrator');
    const { calls } = mockFetch({ [`PUT ${urlOfCall('editTeamBasics')}`]: { id: 't' } });
    await request('PUT', urlOfCall('editTeamBasics'), { id: 't' }, ifMatch(3));
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(headers['If-Match']).toBe('"3"');
    expect(headers.Authorization).toBe(`Bearer ${auth.getState().token}`);
    expect(headers['Content-Type']).toBe('application/json');
  });

  it('tells a 412 from every other failure', async () => {
    mockFetch({
      [`PUT ${urlOfCall('editContestant')}`]: Response.json(
        { type: 'about:blank', title: 'Precondition Failed', status: 412, detail: 'This record was changed meanwhile by someone else.' },
        { status: 412, headers: { 'content-type': 'application/problem+json' } },
      ),
    });
    const failure = await request('PUT', urlOfCall('editContestant'), {}, ifMatch(1)).catch((error: unknown) => error);
    expect(isChangedMeanwhile(failure)).toBe(true);
    expect(isChangedMeanwhile(new ApiError({ type: 'about:blank', title: 'Conflict', status: 409 }))).toBe(false);
    expect(isChangedMeanwhile(new Error('offline'))).toBe(false);
  });
});
