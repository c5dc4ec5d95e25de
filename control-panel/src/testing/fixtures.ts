import type { AvailableEnums, Country } from '@olympiad/shared/schemas';

/** Fixtures the sections' unit tests share. */
export const BULGARIA: Country = { id: 'c0aa0000-0000-4000-8000-000000000001', name: 'Bulgaria', flagImage: null };
export const ROMANIA: Country = { id: 'c0aa0000-0000-4000-8000-000000000002', name: 'Romania', flagImage: null };

export const ENUMS: AvailableEnums = {
  tShirtSizesList: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
  operatingSystemNamesList: ['Windows', 'Linux', 'macOS'],
  arrivalLocationsList: ['Sofia Airport', 'Sofia Central Railway Station', 'Other'],
  userRolesList: ['Administrator', 'TeamRegistrator', 'Guide'],
  personRolesList: ['GUEST', 'GUIDE', 'LEADER', 'CONTESTANT', 'COMMITTEE'],
};

/** A number-suffixed GUID, readable in failures. */
export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const problem = (status: number, detail: string, errors?: Record<string, string[]>) =>
  new Response(JSON.stringify({ type: 'about:blank', title: 'Bad Request', status, detail, errors }), {
    status,
    headers: { 'content-type': 'application/problem+json' },
  });

export const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as unknown;
