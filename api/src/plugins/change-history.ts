import type { preHandlerHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { actingUser } from '../lib/acting-user.js';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Names the signed-in user and the call for the rest of a write's handling, so that each of its
 * transactions records them with its changes (lib/acting-user.ts, migration 0010). Runs last
 * among the route's preHandlers: a refused request never gets this far. Reads pay nothing.
 */
export const changeHistoryPlugin = fp(
  async (app) => {
    const nameActor: preHandlerHookHandler = (request, _reply, done) => {
      const { user } = request;
      const policy = request.routeOptions.config.policy;
      if (!user || !policy) return done();
      actingUser.run({ userId: user.id, email: user.email, call: `${policy.method} ${policy.url}` }, done);
    };
    app.addHook('onRoute', (route) => {
      const methods = [route.method].flat().map(String);
      if (!route.url.startsWith('/api/') || methods.every((method) => READ_METHODS.has(method))) return;
      route.preHandler = [...[route.preHandler ?? []].flat(), nameActor];
    });
  },
  { name: 'change-history', dependencies: ['access'] },
);
