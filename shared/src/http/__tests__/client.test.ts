import { auth } from '../../auth/auth-store.js';
import { logInAs, mockFetch } from '../../testing/index.js';
import { ApiError } from '../api-error.js';
import { download, filenameFromDisposition, request } from '../client.js';
import { urlOfCall } from '../../api/call-paths';

function headersOf(init: RequestInit): Record<string, string> {
  return init.headers as Record<string, string>;
}

describe('http client', () => {
  beforeEach(() => {
    document.cookie = 'XSRF-TOKEN=abc123; path=/';
  });
  afterEach(() => auth.logout());

  it('sends the bearer token when logged in', async () => {
    logInAs('Administrator');
    const { calls } = mockFetch({ [`GET ${urlOfCall('readCountries')}`]: [] });
    await request('GET', urlOfCall('readCountries'));
    expect(calls[0]!.url).toBe(urlOfCall('readCountries'));
    expect(headersOf(calls[0]!.init).Authorization).toBe(`Bearer ${auth.getState().token}`);
  });

  it('echoes the XSRF cookie on writes to relative URLs only', async () => {
    const { calls } = mockFetch({
      [`POST ${urlOfCall('createCountry')}`]: { id: 'x' },
      [`GET ${urlOfCall('readCountries')}`]: [],
      'POST https://elsewhere.example/api': {},
      'POST //elsewhere.example/api': {},
    });
    await request('POST', urlOfCall('readCountries'), { name: 'Chile' });
    await request('GET', urlOfCall('readCountries'));
    await request('POST', 'https://elsewhere.example/api', {});
    await request('POST', '//elsewhere.example/api', {});
    expect(headersOf(calls[0]!.init)['X-XSRF-TOKEN']).toBe('abc123');
    expect(calls[0]!.init.body).toBe(JSON.stringify({ name: 'Chile' }));
    expect(headersOf(calls[1]!.init)['X-XSRF-TOKEN']).toBeUndefined();
    expect(headersOf(calls[2]!.init)['X-XSRF-TOKEN']).toBeUndefined();
    expect(headersOf(calls[3]!.init)['X-XSRF-TOKEN']).toBeUndefined();
  });

  it('downloads a file a write makes (a letter) with the token and the XSRF header, under its content-disposition name', async () => {
    logInAs('TeamRegistrator');
    const url = urlOfCall('generateLetter', { params: { id: 'p1' } });
    const { calls } = mockFetch({
      [`POST ${url}`]: new Response('%PDF-1.7', { headers: { 'content-disposition': 'attachment; filename="letter.pdf"' } }),
    });
    const file = await download(url, 'POST');
    expect(file.filename).toBe('letter.pdf');
    expect(await file.blob.text()).toBe('%PDF-1.7');
    expect(headersOf(calls[0]!.init)).toMatchObject({ 'X-XSRF-TOKEN': 'abc123', Authorization: `Bearer ${auth.getState().token}` });
    expect(calls[0]!.method).toBe('POST');
  });

  it('logs the user out on a 401', async () => {
    logInAs('Administrator');
    mockFetch({ [`GET ${urlOfCall('readUsers')}`]: new Response('', { status: 401, statusText: 'Unauthorized' }) });
    await expect(request('GET', urlOfCall('readUsers'))).rejects.toBeInstanceOf(ApiError);
    expect(auth.getState().isLoggedIn).toBe(false);
  });

  it('keeps the user logged in on a 401 from the login call', async () => {
    logInAs('Administrator');
    mockFetch({
      [`POST ${urlOfCall('logIn')}`]: new Response(JSON.stringify({ status: 401, detail: 'No' }), {
        status: 401,
        headers: { 'content-type': 'application/problem+json' },
      }),
    });
    await expect(request('POST', 'api/Identity/Login', {})).rejects.toThrow('No');
    expect(auth.getState().isLoggedIn).toBe(true);
  });

  it('turns problem details into a typed error with field errors', async () => {
    const problem = {
      type: 'about:blank',
      title: 'Bad Request',
      status: 400,
      detail: 'Invalid request.',
      errors: { name: ['Please Fill Required Field!'] },
    };
    mockFetch({
      [`POST ${urlOfCall('createCountry')}`]: new Response(JSON.stringify(problem), {
        status: 400,
        headers: { 'content-type': 'application/problem+json' },
      }),
    });
    const error = await request('POST', urlOfCall('readCountries'), {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).message).toBe('Invalid request.');
    expect((error as ApiError).fieldErrors).toEqual({ name: ['Please Fill Required Field!'] });
  });

  it('falls back to the status text when the body is not problem details', async () => {
    mockFetch({ [`GET ${urlOfCall('readReadiness')}`]: new Response('', { status: 503, statusText: 'Service Unavailable' }) });
    await expect(request('GET', urlOfCall('readReadiness'))).rejects.toThrow('Service Unavailable');
  });
});

describe('filenameFromDisposition', () => {
  it('reads plain, quoted and RFC 5987 file names', () => {
    expect(filenameFromDisposition('attachment; filename="contestants-2025.csv"')).toBe('contestants-2025.csv');
    expect(filenameFromDisposition('attachment; filename=plain.csv')).toBe('plain.csv');
    expect(filenameFromDisposition('attachment; filename="a.csv"; filename*=UTF-8\'\'na%C3%AFve.csv')).toBe('naïve.csv');
    expect(filenameFromDisposition(null)).toBeNull();
    expect(filenameFromDisposition('inline')).toBeNull();
  });
});
