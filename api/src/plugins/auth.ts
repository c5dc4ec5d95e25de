import { tokenClaimsSchema, type UserRole } from '@olympiad/shared/schemas';
import fp from 'fastify-plugin';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { forbidden, unauthorized } from '../lib/problem.js';
import { accessFor } from './policy.js';

export interface AuthUser {
  id: string;
  email: string;
  role: UserRole;
}

declare module 'fastify' {
  interface FastifyInstance {
    signToken(user: AuthUser): Promise<string>;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

export interface AuthPluginOptions {
  jwtSecret: string;
}

const TOKEN_LIFETIME = '12h';
const BEARER = /^Bearer\s+(\S+)$/i;

/** Bearer JWT (HS256 only) and the role policy table, applied to every /api route by one hook. */
export const authPlugin = fp<AuthPluginOptions>(
  async (app, options) => {
    const key = new TextEncoder().encode(options.jwtSecret);

    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api')) return;
      for (const method of [route.method].flat()) {
        if (!accessFor(method, route.url)) throw new Error(`No policy entry for ${method} ${route.url}`);
      }
    });

    app.decorate('signToken', (user: AuthUser) =>
      new SignJWT({ role: user.role, unique_name: user.email, nameid: user.id })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt()
        .setExpirationTime(TOKEN_LIFETIME)
        .sign(key),
    );

    async function readUser(header: string | undefined): Promise<AuthUser | null> {
      if (!header) return null;
      const token = BEARER.exec(header)?.[1];
      if (!token) throw unauthorized('The authorization header must be a bearer token.');
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const claims = tokenClaimsSchema.parse(payload);
        return { id: claims.nameid, email: claims.unique_name, role: claims.role };
      } catch (error) {
        const expired = error instanceof joseErrors.JWTExpired;
        throw unauthorized(expired ? 'The token has expired.' : 'The token is not valid.');
      }
    }

    app.decorateRequest('user', null);
    app.addHook('onRequest', async (request) => {
      const url = request.routeOptions.url;
      if (!url?.startsWith('/api')) return;
      const access = accessFor(request.method, url);
      if (access === 'public') return;
      const user = await readUser(request.headers.authorization);
      if (!user) throw unauthorized();
      if (!access?.includes(user.role)) throw forbidden();
      request.user = user;
    });
  },
  { name: 'auth', dependencies: ['errors', 'csrf'] },
);
