import type { FastifyRequest } from 'fastify';

/**
 * The path as the router sees it: percent-decoded, without the query. Deciding on the raw URL
 * lets `/%61pi/...` reach an /api route while a check on `startsWith('/api')` looks away.
 */
export function decodedPath(request: FastifyRequest): string {
  const raw = request.url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** Whether the request is for the API: the matched route decides, and for no route the decoded path. */
export function isApiRequest(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  if (route) return route.startsWith('/api/');
  const path = decodedPath(request).toLowerCase();
  return path === '/api' || path.startsWith('/api/');
}
