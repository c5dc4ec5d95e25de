import type { FastifyRequest, onRequestAsyncHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import {
  CONTRACT,
  CONTRACT_KEYS,
  type ContractKey,
  type Method,
  type OwnedAt,
  type Policy,
  type RequestPath,
} from '@olympiad/shared/contract';
import { EMPTY_ID, type PersonRole } from '@olympiad/shared/schemas';
import { conflict, forbidden, notFound } from '../lib/problem.js';
import { isOrganiserRole, isOwnedByUser, ORGANISERS, ownerOf, unknownOwnedDetail } from '../policy/owners.js';
import { isWindowOpen, windowClosedDetail } from '../policy/windows.js';
import { isReferenceRoute } from './api-reference.js';

/** A call's policy with its route, as registerCalls attaches it to the call's handler. */
export interface PolicyEntry extends Policy {
  key: ContractKey;
  method: Method;
  /** The route pattern exactly as registered with Fastify: the contract's path. */
  url: string;
}

export const policyOf = (key: ContractKey): PolicyEntry => ({
  key,
  method: CONTRACT[key].method,
  url: CONTRACT[key].path,
  ...CONTRACT[key].policy,
});

/** Every call with its policy and route. */
export const POLICY: readonly PolicyEntry[] = CONTRACT_KEYS.map(policyOf);

/** The request schemas of a route (shared zod schemas), as registered. */
export interface RouteSchemas {
  body?: unknown;
  params?: unknown;
  querystring?: unknown;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The policy of the route's contract entry, attached by registerCalls under the call's key. */
    policy?: PolicyEntry;
  }
  interface FastifyInstance {
    /** A call's key → its route's request schemas: the security tests derive their inputs from them. */
    routeSchemas: Map<ContractKey, RouteSchemas>;
  }
}

function valueAt(request: FastifyRequest, path: RequestPath): unknown {
  const [part, ...keys] = path.split('.') as ['params' | 'body' | 'query', ...string[]];
  return keys.reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], request[part]);
}

/** Writes `value` at `path` of the (validated) request, e.g. the registrator's country into `body.countryId`. */
function setValueAt(request: FastifyRequest, path: RequestPath, value: unknown) {
  const [part, ...keys] = path.split('.') as ['params' | 'body' | 'query', ...string[]];
  const last = keys.pop()!;
  const target = keys.reduce<Record<string, unknown> | undefined>(
    (node, key) => node?.[key] as Record<string, unknown> | undefined,
    request[part] as Record<string, unknown> | undefined,
  );
  if (target) target[last] = value;
}

const FORBIDDEN_DETAIL: Partial<Record<OwnedAt['kind'], string>> = {
  guide: 'You may only see your own teams.',
  user: 'You may only see your own teams.',
  guest: "You may only manage your own country's guests.",
};

const ORGANISERS_DETAIL = "Guides and committee members are the organisers' people: only an Administrator manages them.";

const isAbsent = (value: unknown) => value === undefined || value === null || value === '' || value === EMPTY_ID;

/**
 * Enforces the calls' policies, the one place that decides who may do what: the role before the
 * body is read (401, 403), then, once the request is validated, whose data it touches (403) and
 * whether the registration window is open (409). Handlers never check these again.
 */
export const accessPlugin = fp(
  async (app) => {
    app.decorate('routeSchemas', new Map<ContractKey, RouteSchemas>());

    const authorize: onRequestAsyncHookHandler = async (request) => {
      const policy = request.routeOptions.config.policy;
      if (!policy || policy.access === 'public') return;
      const user = await app.authenticate(request.headers.authorization);
      if (!policy.access.includes(user.role)) throw forbidden();
      request.user = user;
    };

    const checkOwnership: preHandlerAsyncHookHandler = async (request) => {
      const policy = request.routeOptions.config.policy;
      const user = request.user;
      if (!policy || !user || user.role === 'Administrator') return;
      const mine = (kind: OwnedAt['kind']) => (isOwnedByUser(kind) ? user.id : user.countryId);
      for (const { kind, at, optional, fill } of [policy.own ?? []].flat()) {
        let id = valueAt(request, at);
        if (fill && isAbsent(id) && user.countryId) {
          setValueAt(request, at, user.countryId);
          id = user.countryId;
        }
        if (optional && isAbsent(id)) continue;
        // Made only when refused: an error captures a stack, which every allowed write would pay.
        const forbiddenHere = () => forbidden(FORBIDDEN_DETAIL[kind] ?? 'You may only act for your own country.');
        if (!mine(kind)) throw forbiddenHere();
        const owner = typeof id === 'string' ? await ownerOf(app.db, kind, id) : undefined;
        if (owner === undefined) throw notFound(unknownOwnedDetail(kind));
        if (owner === ORGANISERS) throw forbidden(ORGANISERS_DETAIL);
        if (owner !== mine(kind)) throw forbiddenHere();
      }
      if (policy.personRoles) {
        const { at, allowed } = policy.personRoles;
        const refused = [valueAt(request, at) ?? []].flat().filter((role) => !allowed.includes(role as PersonRole));
        if (refused.some(isOrganiserRole)) throw forbidden(ORGANISERS_DETAIL);
        if (refused.length) throw forbidden(`You may only register people with the role ${allowed.join(', ')} here.`);
      }
      if (policy.window) {
        // The registrator's country's deadline: its own when an Administrator gave it one.
        const deadline = await app.registrationDeadline.read(user.countryId);
        if (!isWindowOpen(policy.window, deadline, new Date())) throw conflict(windowClosedDetail(policy.window, deadline));
      }
    };

    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api') || isReferenceRoute(route.url)) return;
      const [method] = [route.method].flat();
      // The HEAD route Fastify adds beside a GET is given the GET's config, and with it its policy.
      const policy = route.config?.policy;
      if (!policy)
        throw new Error(
          `No policy for ${String(method)} ${route.url}: every /api route is a call of the contract, registered by registerCalls`,
        );
      const { body, params, querystring } = (route.schema ?? {}) as RouteSchemas;
      if (String(method) !== 'HEAD') app.routeSchemas.set(policy.key, { body, params, querystring });
      // The hooks sit on the routes that need them: a public read (most of the traffic) pays for none.
      if (policy.access !== 'public') {
        route.onRequest = [...[route.onRequest ?? []].flat(), authorize];
        route.preHandler = [checkOwnership, ...[route.preHandler ?? []].flat()];
      }
    });
  },
  { name: 'access', dependencies: ['errors', 'db', 'auth', 'registration-deadline'] },
);
