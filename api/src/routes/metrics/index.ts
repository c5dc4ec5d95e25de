import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { HttpProblem } from '../../lib/problem.js';
import type { CallHandlers } from '../calls.js';

export interface MetricsOptions {
  /** METRICS_TOKEN: the bearer token a scraper sends. Unset, the route answers as if it did not exist. */
  token: string | undefined;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * The metrics in Prometheus's text format, for a scraper holding METRICS_TOKEN (`Authorization:
 * Bearer …`, compared in constant time). They tell an outsider how busy the edition is and which
 * routes fail, so without a token configured nobody gets them: the route answers the 404 of an
 * unknown path.
 */
export const metricsHandlers = (app: FastifyInstance, options: MetricsOptions): CallHandlers<'readMetrics'> => {
  const expected = options.token === undefined ? undefined : digest(`Bearer ${options.token}`);
  return {
    readMetrics: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!expected) throw new HttpProblem(404, `No resource at GET ${request.routeOptions.url}.`);
      if (!timingSafeEqual(digest(request.headers.authorization ?? ''), expected)) {
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        throw new HttpProblem(401, 'The metrics need the bearer token of METRICS_TOKEN.');
      }
      return reply.type(app.metrics.contentType).send(await app.metrics.metrics());
    },
  };
};
