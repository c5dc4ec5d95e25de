import { auth } from '../auth/auth-store.js';
import type { Problem } from '../schemas/problem.js';
import { ApiError } from './api-error.js';
import { urlOfCall } from '../api/call-paths.js';

const XSRF_COOKIE = 'XSRF-TOKEN';
const XSRF_HEADER = 'X-XSRF-TOKEN';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

function readCookie(name: string): string | null {
  const match = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : null;
}

async function parseBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) return response.json();
  return response.text();
}

async function toProblem(response: Response): Promise<Problem> {
  const body = await parseBody(response).catch(() => undefined);
  if (body && typeof body === 'object') return { type: 'about:blank', title: response.statusText, status: response.status, ...body };
  return {
    type: 'about:blank',
    status: response.status,
    title: response.statusText,
    detail: typeof body === 'string' && body ? body : response.statusText,
  };
}

/**
 * One call to the server: adds the bearer token, and on writes to our own API the XSRF header
 * echoed from its cookie. A 401 (except from the login itself) logs the user out. `extra` adds
 * headers of the call's own (an edit's If-Match). `asPublic`: a read asked as a visitor would,
 * without the token (the reads a page was drawn from). Answers a success's response.
 */
async function send(method: Method, path: string, body?: unknown, extra: Record<string, string> = {}, asPublic = false): Promise<Response> {
  const headers: Record<string, string> = { ...extra, Accept: 'application/json' };
  const { token } = auth.getState();
  if (token && !asPublic) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined && !(body instanceof FormData)) headers['Content-Type'] = 'application/json';
  // Only our own origin gets it: a relative path, never a protocol-relative or absolute URL.
  if (method !== 'GET' && path.startsWith('/') && !path.startsWith('//')) {
    const xsrf = readCookie(XSRF_COOKIE);
    if (xsrf) headers[XSRF_HEADER] = xsrf;
  }
  const response = await fetch(path, {
    method,
    headers,
    credentials: 'same-origin',
    body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
  });
  if (response.ok) return response;
  if (response.status === 401 && path !== urlOfCall('logIn') && auth.getState().isLoggedIn) auth.logout();
  throw new ApiError(await toProblem(response));
}

/** A call (see `send`) and its answer: JSON parsed, text as text. */
export async function request<T>(
  method: Method,
  path: string,
  body?: unknown,
  extra: Record<string, string> = {},
  asPublic = false,
): Promise<T> {
  return (await parseBody(await send(method, path, body, extra, asPublic))) as T;
}

/** `attachment; filename="contestants-2025.csv"` (or RFC 5987's filename*) → the file name. */
export function filenameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8'[^']*')?([^;]+)/i.exec(header);
  if (extended) return decodeURIComponent(extended[1]!.trim().replace(/^"|"$/g, ''));
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  return plain ? (plain[2] ?? plain[1]!).trim() : null;
}

/**
 * A file from our API (a CSV export, a PDF a POST makes from its body): its bytes and the name its
 * content-disposition gives, sent as every other call (`send`).
 */
export async function download(path: string, method: Method = 'GET', body?: unknown): Promise<{ blob: Blob; filename: string | null }> {
  const response = await send(method, path, body);
  return { blob: await response.blob(), filename: filenameFromDisposition(response.headers.get('content-disposition')) };
}

/** A public read as a visitor gets it, whoever is signed in. */
export const publicRead = <T>(url: string) => request<T>('GET', url, undefined, {}, true);

/** The swr fetcher: the key is the URL. */
export const fetcher = <T>(url: string) => request<T>('GET', url);
