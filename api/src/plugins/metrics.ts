import { CONTRACT } from '@olympiad/shared/contract';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Registry, type Metric } from 'prom-client';
import type { PoolStats } from '../db/client.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's metrics (its own registry: several apps share one test process). */
    metrics: Registry;
  }
}

/** Seconds; a cached public read answers well under the first, a CSV import may need the last. */
const LATENCY_BUCKETS = [0.001, 0.005, 0.025, 0.1, 0.5, 2.5];
const LOGIN_ROUTE = CONTRACT.logIn.path;

/** The requests of one method × route × status: a count and a latency histogram, in plain numbers. */
interface Series {
  labels: { method: string; route: string; status: string };
  count: number;
  sumSeconds: number;
  /** Requests that took at most LATENCY_BUCKETS[i] seconds (cumulative, as Prometheus counts them). */
  atMost: number[];
}

type Sample = { metricName?: string; labels: Record<string, string | number>; value: number };

/**
 * A metric that prom-client formats but this plugin counts or reads: a labelled prom-client series
 * costs about a microsecond an update (it hashes its labels every time), a plain addition
 * nanoseconds, and the hook runs on every response, the cached public reads included.
 */
const plainMetric = (name: string, help: string, type: 'counter' | 'gauge' | 'histogram', samples: () => Sample[]) =>
  ({ name, help, type, get: async () => ({ name, help, type, aggregator: 'sum', values: samples() }) }) as unknown as Metric;

/**
 * What operators watch, in Prometheus's text format from readMetrics (routes/metrics): requests
 * and their latency by route pattern (never the raw URL, so ids and query strings make no new
 * series) and status, refused logins, public-read cache hits and misses, the PostgreSQL pool, and
 * the process (CPU, memory, event-loop lag). The hook runs on every response: three map lookups
 * and a few additions; the rest is done when scraped.
 */
export const metricsPlugin = fp(
  async (app) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    /** route → method → status → series: found with what the request holds, without building a key. */
    const series = new Map<string, Map<string, Map<number, Series>>>();
    const allSeries: Series[] = [];
    let loginRefusals = 0;

    registry.registerMetric(
      plainMetric('olympiad_http_requests_total', 'Requests answered, by method, route pattern and status.', 'counter', () =>
        allSeries.map(({ labels, count }) => ({ labels, value: count })),
      ),
    );
    const durationName = 'olympiad_http_request_duration_seconds';
    registry.registerMetric(
      plainMetric(durationName, 'Time from receiving a request to answering it, by method, route pattern and status.', 'histogram', () =>
        allSeries.flatMap(({ labels, count, sumSeconds, atMost }) => [
          ...LATENCY_BUCKETS.map((le, index) => ({
            metricName: `${durationName}_bucket`,
            labels: { ...labels, le },
            value: atMost[index]!,
          })),
          { metricName: `${durationName}_bucket`, labels: { ...labels, le: '+Inf' }, value: count },
          { metricName: `${durationName}_sum`, labels, value: sumSeconds },
          { metricName: `${durationName}_count`, labels, value: count },
        ]),
      ),
    );
    registry.registerMetric(
      plainMetric('olympiad_login_refusals_total', 'Logins refused with 429 because of too many failed attempts.', 'counter', () => [
        { labels: {}, value: loginRefusals },
      ]),
    );

    const seriesFor = (route: string, method: string, status: number) => {
      let byMethod = series.get(route);
      if (!byMethod) series.set(route, (byMethod = new Map()));
      let byStatus = byMethod.get(method);
      if (!byStatus) byMethod.set(method, (byStatus = new Map()));
      let found = byStatus.get(status);
      if (!found) {
        found = { labels: { method, route, status: String(status) }, count: 0, sumSeconds: 0, atMost: LATENCY_BUCKETS.map(() => 0) };
        byStatus.set(status, found);
        allSeries.push(found);
      }
      return found;
    };

    app.addHook('onResponse', async (request, reply) => {
      // No route matched (a 404, a bad URL): one series for all of them, whatever was asked.
      const route = request.routeOptions.url ?? 'unmatched';
      const status = reply.statusCode;
      const seconds = reply.elapsedTime / 1000;
      const found = seriesFor(route, request.method, status);
      found.count += 1;
      found.sumSeconds += seconds;
      for (let index = LATENCY_BUCKETS.length - 1; index >= 0 && seconds <= LATENCY_BUCKETS[index]!; index -= 1) found.atMost[index]! += 1;
      if (status === 429 && route === LOGIN_ROUTE) loginRefusals += 1;
    });

    // Once every plugin is registered: the public cache and the database come after this one.
    app.addHook('onReady', async () => {
      const { publicCache } = app;
      const single = (value: number) => [{ labels: {}, value }];
      registry.registerMetric(
        plainMetric('olympiad_public_cache_hits_total', 'Public reads answered from memory.', 'counter', () =>
          single(publicCache.stats.hits),
        ),
      );
      registry.registerMetric(
        plainMetric('olympiad_public_cache_misses_total', 'Public reads that had to ask the database.', 'counter', () =>
          single(publicCache.stats.misses),
        ),
      );
      // PGlite runs in the process: no pool, no connections to count.
      const pool = app.databasePool;
      if (!pool()) return;
      const poolGauge = (name: string, help: string, read: (stats: PoolStats) => number) =>
        registry.registerMetric(plainMetric(name, help, 'gauge', () => single(read(pool()!))));
      poolGauge('olympiad_db_pool_connections', 'Open connections of the PostgreSQL pool.', (stats) => stats.total);
      poolGauge('olympiad_db_pool_idle_connections', 'Open connections of the pool that no query uses.', (stats) => stats.idle);
      poolGauge('olympiad_db_pool_waiting_queries', 'Queries waiting for a connection of the pool.', (stats) => stats.waiting);
    });

    app.decorate('metrics', registry);
  },
  { name: 'metrics' },
);
