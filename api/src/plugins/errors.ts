import type { FastifyError, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { Problem } from '@olympiad/shared/schemas';
import { HttpProblem, problemBody } from '../lib/problem.js';
import { decodedPath, isApiRequest } from '../lib/request-path.js';
import { databaseRefusal, isDatabaseUnavailable, sqlState } from '../lib/sql-state.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by the static plugin: answers a GET that matched no route with the shell. */
    historyFallback?: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  }
}

export const sendProblem = (reply: FastifyReply, body: Problem) => reply.code(body.status).type('application/problem+json').send(body);

/** How long a client is asked to wait before repeating a request the database could not serve. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
const DATABASE_UNAVAILABLE_DETAIL = 'The database is not available at the moment. Try again in a few seconds.';

export function toProblem(error: FastifyError | HttpProblem | Error): Problem {
  if (error instanceof HttpProblem) return problemBody(error.status, error.detail, error.errors, error.type);
  const state = sqlState(error);
  const refusal = state ? databaseRefusal(state) : undefined;
  if (refusal) return problemBody(refusal.status, refusal.detail);
  const status = (error as FastifyError).statusCode;
  // Fastify's own 4xx errors (bad JSON, too large, wrong media type) carry safe messages.
  if (status && status >= 400 && status < 500) return problemBody(status, error.message);
  if (isDatabaseUnavailable(error)) return problemBody(503, DATABASE_UNAVAILABLE_DETAIL);
  return problemBody(500, 'An unexpected error occurred.');
}

/** One error handler: every failure becomes application/problem+json; 5xx bodies never carry internals. */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | HttpProblem, request, reply) => {
      const body = toProblem(error);
      const retryAfter = (error as { retryAfter?: unknown }).retryAfter;
      if (body.status === 429 && typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
      // The database away (a restart, a failover): the server stays up and the client repeats later.
      if (body.status === 503) {
        reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
        request.log.warn({ err: error }, 'the database is not available');
      } else if (body.status >= 500) request.log.error({ err: error }, 'request failed');
      return sendProblem(reply, body);
    });
    app.setNotFoundHandler((request, reply) => {
      const isPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiRequest(request);
      if (isPage && app.historyFallback) return app.historyFallback(request, reply);
      const path = decodedPath(request).slice(0, 200);
      return sendProblem(reply, problemBody(404, `No resource at ${request.method} ${path}.`));
    });
  },
  { name: 'errors' },
);
