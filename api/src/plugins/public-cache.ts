import fp from 'fastify-plugin';
import { serialize, type CachedRead } from '../lib/cached-read.js';

export interface PublicCache {
  /** The cached read under `key`, loaded once by `load` while nobody has it, kept as JSON unless `keep` says otherwise. */
  read<T>(key: string, load: () => Promise<T>, keep?: (value: T) => CachedRead<T>): Promise<CachedRead<T>>;
  invalidate(): void;
  /** Reads answered from memory and reads that asked the database, since the start (for readMetrics). */
  readonly stats: { hits: number; misses: number };
}

declare module 'fastify' {
  interface FastifyInstance {
    publicCache: PublicCache;
  }
}

/** Keys include query values (a contest id), so the map is bounded against callers inventing them. */
const MAX_ENTRIES = 256;

/**
 * Public reads are serialised once and kept in memory: PGlite answers one query at a time, so an
 * uncached public list collapses under load. Any successful write to an /api route, through this
 * process or another one on the same database (see write-notify.ts), drops every entry, so no
 * write route can forget to; writes are rare next to reads.
 */
export const publicCachePlugin = fp(
  async (app) => {
    const entries = new Map<string, Promise<CachedRead<unknown>>>();
    const stats = { hits: 0, misses: 0 };
    const read = <T>(key: string, load: () => Promise<T>, keep: (value: T) => CachedRead<T> = serialize) => {
      let cached = entries.get(key) as Promise<CachedRead<T>> | undefined;
      if (cached) {
        stats.hits += 1;
      } else {
        stats.misses += 1;
        cached = load().then(keep);
        // Stored before it settles so concurrent readers share one query; a failure is not kept.
        cached.catch(() => {
          if (entries.get(key) === cached) entries.delete(key);
        });
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
        entries.set(key, cached);
      }
      return cached;
    };
    const invalidate = () => entries.clear();
    app.decorate<PublicCache>('publicCache', { read, invalidate, stats });
    app.writes.subscribe((route) => {
      if (route === null || route.startsWith('/api/')) invalidate();
    });
  },
  { name: 'public-cache', dependencies: ['write-notify'] },
);
