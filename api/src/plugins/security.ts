import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Security headers. Pages carry their stylesheets inline and the statistics charts' kit (emotion) injects
 * style tags at run time, hence 'unsafe-inline' for styles only.
 */
export const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
  },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  crossOriginEmbedderPolicy: false,
};

/**
 * The headers helmet sets for these options, in its order. None of them depends on the request,
 * so helmet runs once here: run per request (as @fastify/helmet does) it parsed the CSP again on
 * every call, an eighth of a cached public read's time.
 */
function helmetHeaders(options: HelmetOptions = HELMET_OPTIONS): [string, string][] {
  const headers: [string, string][] = [];
  const response = {
    setHeader: (name: string, value: string | number) => headers.push([name, String(value)]),
    removeHeader: () => undefined,
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** Sets helmet's headers on every answer, as helmet would: on the raw response, before any route's own. */
export const securityPlugin = fp(
  async (app) => {
    const headers = helmetHeaders();
    app.addHook('onRequest', (_request, reply, done) => {
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
      done();
    });
  },
  { name: 'security' },
);
