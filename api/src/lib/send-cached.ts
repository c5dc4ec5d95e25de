import type { FastifyReply, FastifyRequest } from 'fastify';
import { cachedBody, encode, type CachedRead, type Encoding } from './cached-read.js';

/** Below this, compressing costs more than it saves. */
const MIN_COMPRESSED_BYTES = 1024;

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

/**
 * Answers a cached public read (or page) with its ETag; a matching If-None-Match gets 304 and no body.
 * Large bodies go compressed: the team list is ~200 kB of JSON, and bandwidth, not the server,
 * would otherwise bound it. The ETag and the compressed bodies are made once per cached read
 * (cached-read.ts), not per answer as @fastify/etag and @fastify/compress make them: with those two,
 * `npm run bench:api` measured 108 µs of the server's CPU per cached contest read instead of 27
 * (0.32 of bare Fastify), and the public teams list (readTeams) at 31 req/s with a p99 of 8.4 s and 28 errors instead
 * of 709 req/s (10 ms of CPU per answer, to compress 200 kB again).
 */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  read: CachedRead<unknown>,
  type = 'application/json; charset=utf-8',
) {
  // A caller's own Vary (a read whose answer depends on the asker) is kept.
  const vary = [reply.getHeader('vary'), 'accept-encoding'].filter(Boolean).join(', ');
  reply.header('etag', read.etag).header('cache-control', 'no-cache').header('vary', vary);
  // Only a found page or read is "not modified"; a 404 always comes whole.
  if (reply.statusCode === 200 && matches(request.headers['if-none-match'], read.etag)) return reply.code(304).send();
  return sendCompressed(request, reply, read, type);
}

function sendCompressed(request: FastifyRequest, reply: FastifyReply, read: CachedRead<unknown>, type: string) {
  reply.type(type);
  const encoding = read.body.length >= MIN_COMPRESSED_BYTES ? acceptedEncoding(request) : null;
  if (!encoding) return reply.send(read.body);
  return reply.header('content-encoding', encoding).send(encode(read, encoding));
}

/** A page drawn for one user: compressed as a cached one is, and kept by no cache. */
export function sendPrivate(request: FastifyRequest, reply: FastifyReply, body: string, type: string) {
  reply.header('cache-control', 'private, no-store').header('vary', 'accept-encoding, cookie');
  return sendCompressed(request, reply, cachedBody(body, body), type);
}
