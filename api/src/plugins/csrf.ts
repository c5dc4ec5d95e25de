import cookie from '@fastify/cookie';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { forbidden } from '../lib/problem.js';
import { isApiRequest } from '../lib/request-path.js';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const equal = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** Double-submit: a readable cookie on every response that lacks one; unsafe /api calls must echo it in a header. */
export const csrfPlugin = fp(
  async (app) => {
    await app.register(cookie);
    app.addHook('onRequest', async (request, reply) => {
      const token = request.cookies[XSRF_COOKIE];
      if (!token) {
        reply.setCookie(XSRF_COOKIE, randomBytes(32).toString('base64url'), {
          path: '/',
          sameSite: 'strict',
          httpOnly: false,
          secure: request.protocol === 'https',
        });
      }
      if (SAFE_METHODS.has(request.method) || !isApiRequest(request)) return;
      const header = request.headers[XSRF_HEADER];
      if (!token || typeof header !== 'string' || !equal(header, token)) {
        throw forbidden('The X-XSRF-TOKEN header is missing or does not match the XSRF-TOKEN cookie.');
      }
    });
  },
  { name: 'csrf', dependencies: ['errors'] },
);
