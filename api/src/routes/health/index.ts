import type { FastifyInstance } from 'fastify';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../plugins/errors.js';
import type { CallHandlers } from '../calls.js';

/** Readiness asks the database: a probe must not hang as long as a request may. */
const READY_TIMEOUT_MS = 2_000;

/**
 * Liveness and readiness kept apart: liveness answers while the process runs (restart it when it
 * does not), readiness while the database answers too (send it requests only then). A database
 * away makes the server unready, never dead: it serves again by itself when it returns. Neither
 * answer may be kept by a cache.
 */
export const healthHandlers = (app: FastifyInstance): CallHandlers<'readReadiness' | 'readLiveness'> => ({
  readReadiness: async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await app.pingDatabase(READY_TIMEOUT_MS);
    } catch (error) {
      request.log.warn({ err: error }, 'readiness: the database does not answer');
      return reply.code(503).header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS)).send({ status: 'unavailable' });
    }
    return { status: 'ok' };
  },

  readLiveness: async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  },
});
