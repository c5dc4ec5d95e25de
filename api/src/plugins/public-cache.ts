import type { Contest } from '@olympiad/shared/schemas';
import { CONTEST_YEAR } from '@olympiad/shared/schemas';
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { readPublicContest } from '../routes/contest/read-contest.js';

export interface CachedRead<T> {
  value: T;
  /** The serialized JSON body, sent as is. */
  body: string;
  /** Strong ETag: a hash of the body. */
  etag: string;
  /** The body compressed once per encoding, on first demand. */
  encoded: Partial<Record<Encoding, Buffer>>;
}

type Encoding = 'br' | 'gzip';

/** Below this, compressing costs more than it saves. */
const MIN_COMPRESSED_BYTES = 1024;

export interface PublicCache {
  read<T>(key: string, load: () => Promise<T>): Promise<CachedRead<T>>;
  contest(year?: number): Promise<Contest | undefined>;
  invalidate(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    publicCache: PublicCache;
  }
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Keys include query values (a contest id), so the map is bounded against callers inventing them. */
const MAX_ENTRIES = 256;

function serialize<T>(value: T): CachedRead<T> {
  const body = JSON.stringify(value) ?? 'null';
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  return { value, body, etag, encoded: {} };
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed === etag;
  });
}

function acceptedEncoding(request: FastifyRequest): Encoding | null {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

function encode(read: CachedRead<unknown>, encoding: Encoding): Buffer {
  read.encoded[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(read.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } })
      : gzipSync(read.body, { level: 6 });
  return read.encoded[encoding];
}

/**
 * Sends a cached public read with its ETag; a matching If-None-Match gets 304 and no body. Large
 * bodies go compressed, once per cache entry: the team list is ~200 kB of JSON and bandwidth,
 * not the server, would otherwise bound it.
 */
export function sendCached(request: FastifyRequest, reply: FastifyReply, read: CachedRead<unknown>) {
  reply.header('etag', read.etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
  if (matches(request.headers['if-none-match'], read.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const encoding = read.body.length >= MIN_COMPRESSED_BYTES ? acceptedEncoding(request) : null;
  if (!encoding) return reply.send(read.body);
  return reply.header('content-encoding', encoding).send(encode(read, encoding));
}

/**
 * Public reads are serialized once and kept in memory: PGlite answers one query at a time, so an
 * uncached public list collapses under load. Any successful write to /api drops every entry, so no
 * write route can forget to; writes are rare next to reads.
 */
export const publicCachePlugin = fp(
  async (app) => {
    const entries = new Map<string, Promise<CachedRead<unknown>>>();
    const read = <T>(key: string, load: () => Promise<T>): Promise<CachedRead<T>> => {
      let cached = entries.get(key) as Promise<CachedRead<T>> | undefined;
      if (!cached) {
        cached = load().then(serialize);
        // Stored before it settles so concurrent readers share one query; a failure is not kept.
        cached.catch(() => {
          if (entries.get(key) === cached) entries.delete(key);
        });
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
        entries.set(key, cached);
      }
      return cached;
    };
    app.decorate<PublicCache>('publicCache', {
      read,
      contest: async (year = CONTEST_YEAR) =>
        (await read(`contest:${year}`, () => readPublicContest(app.db, year))).value,
      invalidate: () => entries.clear(),
    });
    // onSend runs after the handler's transaction committed and before the client can read again.
    app.addHook('onSend', async (request, reply) => {
      if (READ_METHODS.has(request.method) || reply.statusCode >= 400) return;
      if (request.url.startsWith('/api/')) entries.clear();
    });
  },
  { name: 'public-cache', dependencies: ['db'] },
);
