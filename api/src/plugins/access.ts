import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { conflict, forbidden, notFound } from '../lib/problem.js';
import { isOwnedByUser, ownerOf, unknownOwnedDetail } from '../policy/owners.js';
import { policyFor, type PolicyEntry, type RequestPath } from '../policy/policy-table.js';
import { isWindowOpen, windowClosedDetail } from '../policy/windows.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's row of the policy table, attached when the route is registered. */
    policy?: PolicyEntry;
  }
}

function valueAt(request: FastifyRequest, path: RequestPath): unknown {
  const [part, ...keys] = path.split('.') as ['params' | 'body' | 'query', ...string[]];
  return keys.reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], request[part]);
}

/**
 * Enforces the policy table, the one place that decides who may do what: the role before the
 * body is read (401, 403), then, once the request is validated, whose data it touches (403) and
 * whether the registration window is open (409). Handlers never check these again.
 */
export const accessPlugin = fp(
  async (app) => {
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api')) return;
      const [method] = [route.method].flat();
      const policy = policyFor(String(method), route.url);
      if (!policy) throw new Error(`No policy entry for ${String(method)} ${route.url}`);
      route.config = { ...route.config, policy };
    });

    app.addHook('onRequest', async (request) => {
      const policy = request.routeOptions.config.policy;
      if (!policy || policy.access === 'public') return;
      const user = await app.authenticate(request.headers.authorization);
      if (!policy.access.includes(user.role)) throw forbidden();
      request.user = user;
    });

    app.addHook('preHandler', async (request) => {
      const policy = request.routeOptions.config.policy;
      const user = request.user;
      if (!policy || !user || user.role === 'Administrator') return;
      if (policy.own) {
        const { kind, at } = policy.own;
        const id = valueAt(request, at);
        const owner = typeof id === 'string' ? await ownerOf(app.db, kind, id) : undefined;
        if (owner === undefined) throw notFound(unknownOwnedDetail(kind));
        const byUser = isOwnedByUser(kind);
        const mine = byUser ? user.id : user.countryId;
        if (!mine || owner !== mine) {
          throw forbidden(byUser ? 'You may only see your own teams.' : 'You may only act for your own country.');
        }
      }
      if (policy.window) {
        const contest = await app.contest();
        const deadline = new Date(contest?.endOfRegistrationDate ?? 0);
        if (!isWindowOpen(policy.window, deadline, new Date())) throw conflict(windowClosedDetail(policy.window, deadline));
      }
    });
  },
  { name: 'access', dependencies: ['errors', 'auth', 'current-contest'] },
);
