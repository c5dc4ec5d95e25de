import type { UserRole } from '@olympiad/shared/schemas';

export type Access = 'public' | readonly UserRole[];

export interface PolicyEntry {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The route pattern exactly as registered with Fastify. */
  url: string;
  access: Access;
}

const ADMIN = ['Administrator'] as const;

/** Who may call what. Every /api route must appear here: the auth plugin refuses to register one that does not. */
export const POLICY: readonly PolicyEntry[] = [
  { method: 'GET', url: '/api/health', access: 'public' },
  { method: 'POST', url: '/api/Identity/Login', access: 'public' },
  { method: 'POST', url: '/api/Identity/Register', access: ADMIN },
  { method: 'GET', url: '/api/Identity/GetAll', access: ADMIN },
  { method: 'GET', url: '/api/Identity/GetAll/role/:role', access: ADMIN },
  { method: 'POST', url: '/api/Identity/:id/resetPassword', access: ADMIN },
  { method: 'GET', url: '/api/Contest', access: 'public' },
  { method: 'GET', url: '/api/Contest/availableEnums', access: 'public' },
  { method: 'PUT', url: '/api/Contest/:id', access: ADMIN },
  { method: 'GET', url: '/api/Country', access: 'public' },
  { method: 'POST', url: '/api/Country', access: ADMIN },
  { method: 'PUT', url: '/api/Country/:id', access: ADMIN },
  { method: 'DELETE', url: '/api/Country/:id', access: ADMIN },
  { method: 'GET', url: '/api/Picture/:id', access: 'public' },
  { method: 'GET', url: '/api/Team', access: 'public' },
  // A TeamRegistrator sees only their own country: checked by the route against the user's countryId.
  { method: 'GET', url: '/api/Team/country/:countryId', access: ['Administrator', 'TeamRegistrator'] },
  { method: 'GET', url: '/api/Person/role/COMMITTEE', access: 'public' },
];

const key = (method: string, url: string) => `${method === 'HEAD' ? 'GET' : method} ${url}`;
const byRoute = new Map(POLICY.map((entry) => [key(entry.method, entry.url), entry.access]));

export function accessFor(method: string, url: string): Access | undefined {
  return byRoute.get(key(method, url));
}
