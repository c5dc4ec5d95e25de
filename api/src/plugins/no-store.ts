import fp from 'fastify-plugin';
import { isApiRequest } from '../lib/request-path.js';

const READ_METHODS = new Set(['GET', 'HEAD']);

/**
 * No cache keeps a private answer: everything an /api route answers is `no-store` unless it is a
 * read whose policy is public (those keep their own ETag or immutable policy).
 * Decided from the policies, so a route added later is covered without a line of its own. Writes
 * (the login's token, a reset password) and every error are `no-store` as well.
 */
export const noStorePlugin = fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      const policy = request.routeOptions.config.policy;
      const publicRead = policy?.access === 'public' && READ_METHODS.has(request.method) && reply.statusCode < 400;
      if (!publicRead && isApiRequest(request)) reply.header('cache-control', 'no-store');
      return payload;
    });
  },
  { name: 'no-store', dependencies: ['access'] },
);
