import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's metrics (its own registry: several apps share one test process). */
    metrics: Registry;
  }
}

/** Seconds; a cached public read answers well under the first, a CSV import may need the last. */
const LATENCY_BUCKETS = [0.001, 0.005, 0.025, 0.1, 0.5, 2.5];
const LOGIN_ROUTE = '/api/Identity/Login';

interface Series {
  requests: { inc(): void };
  duration: { observe(seconds: number): void };
}

/**
 * What operators watch, in Prometheus's text format at /api/metrics (routes/metrics): requests
 * and their latency by route pattern (never the raw URL, so ids and query strings make no new
 * series) and status, refused logins, public-read cache hits and misses, the PostgreSQL pool, and
 * the process (CPU, memory, event-loop lag). The hook runs on every response, so it does one map
 * lookup and two additions: the labelled series are made once per route × status and kept.
 */
export const metricsPlugin = fp(
  async (app) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const requests = new Counter({
      name: 'olympiad_http_requests_total',
      help: 'Requests answered, by method, route pattern and status.',
      labelNames: ['method', 'route', 'status'],
      registers: [registry],
    });
    const duration = new Histogram({
      name: 'olympiad_http_request_duration_seconds',
      help: 'Time from receiving a request to answering it, by method, route pattern and status.',
      labelNames: ['method', 'route', 'status'],
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    });
    const loginRefusals = new Counter({
      name: 'olympiad_login_refusals_total',
      help: 'Logins refused with 429 because of too many failed attempts.',
      registers: [registry],
    });

    const series = new Map<string, Series>();
    const seriesFor = (method: string, route: string, status: string) => {
      const key = `${method} ${status} ${route}`;
      let found = series.get(key);
      if (!found) {
        found = { requests: requests.labels(method, route, status), duration: duration.labels(method, route, status) };
        series.set(key, found);
      }
      return found;
    };

    app.addHook('onResponse', (request, reply, done) => {
      // No route matched (a 404, a bad URL): one series for all of them, whatever was asked.
      const route = request.routeOptions.url ?? 'unmatched';
      const status = reply.statusCode;
      const { requests: count, duration: time } = seriesFor(request.method, route, String(status));
      count.inc();
      time.observe(reply.elapsedTime / 1000);
      if (status === 429 && route === LOGIN_ROUTE) loginRefusals.inc();
      done();
    });

    // Read when scraped, from plugins registered after this one.
    app.addHook('onReady', async () => {
      const { publicCache } = app;
      new Counter({
        name: 'olympiad_public_cache_hits_total',
        help: 'Public reads answered from memory.',
        registers: [registry],
        collect() {
          this.reset();
          this.inc(publicCache.stats.hits);
        },
      });
      new Counter({
        name: 'olympiad_public_cache_misses_total',
        help: 'Public reads that had to ask the database.',
        registers: [registry],
        collect() {
          this.reset();
          this.inc(publicCache.stats.misses);
        },
      });
      // PGlite runs in the process: no pool, no connections to count.
      if (!app.databasePool()) return;
      const poolGauge = (name: string, help: string, read: (stats: NonNullable<ReturnType<typeof app.databasePool>>) => number) =>
        new Gauge({
          name,
          help,
          registers: [registry],
          collect() {
            const stats = app.databasePool();
            if (stats) this.set(read(stats));
          },
        });
      poolGauge('olympiad_db_pool_connections', 'Open connections of the PostgreSQL pool.', (stats) => stats.total);
      poolGauge('olympiad_db_pool_idle_connections', 'Open connections of the pool that no query uses.', (stats) => stats.idle);
      poolGauge('olympiad_db_pool_waiting_queries', 'Queries waiting for a connection of the pool.', (stats) => stats.waiting);
    });

    app.decorate('metrics', registry);
  },
  { name: 'metrics' },
);
