import type { Country } from '@olympiad/shared/schemas';

export const BULGARIA: Country = {
  id: 'c0aa0000-0000-4000-8000-000000000001',
  name: 'Bulgaria',
  flagImage: 'QkdGTEFH',
  registrationDeadline: null,
};
export const ROMANIA: Country = {
  id: 'c0aa0000-0000-4000-8000-000000000002',
  name: 'Romania',
  flagImage: null,
  registrationDeadline: null,
};

/** A PNG the user picks; its content is "hello", so the sent base64 is known. */
/** A PNG's signature and a few bytes: what the form checks a chosen flag by. */
export const flagFile = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])], 'flag.png', { type: 'image/png' });
export const FLAG_BASE64 = 'iVBORw0KGgoAAAAA';

export const problem = (status: number, detail: string, errors?: Record<string, string[]>) =>
  new Response(JSON.stringify({ type: 'about:blank', title: 'Bad Request', status, detail, errors }), {
    status,
    headers: { 'content-type': 'application/problem+json' },
  });

export const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as unknown;
