import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** A public read serialised once: its JSON body, a strong ETag, and its compressed bodies. */
export interface CachedRead<T> {
  value: T;
  body: string;
  /** A hash of the body. */
  etag: string;
  /** Each compressed once, on first demand. */
  encoded: Partial<Record<Encoding, Buffer>>;
}

export function serialize<T>(value: T): CachedRead<T> {
  return cachedBody(value, JSON.stringify(value) ?? 'null');
}

/** A body already written (a page), kept with its ETag like a read. */
export function cachedBody<T>(value: T, body: string): CachedRead<T> {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  return { value, body, etag, encoded: {} };
}

export function encode(read: CachedRead<unknown>, encoding: Encoding): Buffer {
  read.encoded[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(read.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } })
      : gzipSync(read.body, { level: 6 });
  return read.encoded[encoding];
}
