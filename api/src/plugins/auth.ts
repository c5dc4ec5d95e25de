import { createHash, randomUUID } from 'node:crypto';
import { tokenClaimsSchema, type UserRole } from '@olympiad/shared/schemas';
import { eq, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { revokedTokens, users } from '../db/schema.js';
import { unauthorized } from '../lib/problem.js';

/** The caller, as the database knows them now: a changed role or country applies at once. */
export interface AuthUser {
  id: string;
  email: string;
  role: UserRole;
  countryId: string | null;
  /** The token this call came with: what a logout ends. */
  session: Session;
}

export interface Session {
  /** SHA-256 of the token (base64url): how revoked_tokens knows it without keeping it. */
  tokenHash: string;
  expiresAt: Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    signToken(user: TokenSubject): Promise<string>;
    /** The user of a bearer authorization header; 401 without one, or for a bad token or a deleted user. */
    authenticate(header: string | undefined): Promise<AuthUser>;
  }
  interface FastifyRequest {
    /** Set on every non-public /api route by the access plugin. */
    user: AuthUser | null;
  }
}

export type TokenSubject = Pick<AuthUser, 'id' | 'email' | 'role'> & { tokenVersion: number };

/** The shared claims plus `ver`, the user's token version when it was issued. */
const serverClaimsSchema = tokenClaimsSchema.extend({ ver: z.number().int().nonnegative() });
type ServerClaims = z.infer<typeof serverClaimsSchema>;

interface VerifiedToken {
  claims: ServerClaims;
  session: Session;
}

export interface AuthPluginOptions {
  jwtSecret: string;
}

const TOKEN_LIFETIME = '12h';
/** About one token per user of a busy day; the oldest is checked again when it comes back. */
const MAX_VERIFIED_TOKENS = 10_000;
const BEARER = /^Bearer\s+(\S+)$/i;

/** Bearer JWTs (HS256 only): signs them at login and reads the caller back from them. */
export const authPlugin = fp<AuthPluginOptions>(
  async (app, options) => {
    // Imported once: given the raw bytes, jose imports the key again for every token it checks.
    const key = await crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(options.jwtSecret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );

    // jti: two logins of one user in the same second get different tokens, so logging out on one
    // device never ends the other's.
    app.decorate('signToken', (user: TokenSubject) =>
      new SignJWT({ role: user.role, unique_name: user.email, nameid: user.id, ver: user.tokenVersion })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setJti(randomUUID())
        .setIssuedAt()
        .setExpirationTime(TOKEN_LIFETIME)
        .sign(key),
    );

    // Tokens whose signature and claims were checked already: a session's next calls skip the
    // HMAC and the parse. The same bytes under the same key always check the same way, so only
    // the expiry is looked at again; revocation is still read from the database on every call.
    const verified = new Map<string, VerifiedToken>();

    async function verify(token: string): Promise<VerifiedToken> {
      const known = verified.get(token);
      if (known) {
        if (known.claims.exp * 1000 > Date.now()) return known;
        verified.delete(token);
        throw unauthorized('The token has expired.');
      }
      let claims: ServerClaims;
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        claims = serverClaimsSchema.parse(payload);
      } catch (error) {
        const expired = error instanceof joseErrors.JWTExpired;
        throw unauthorized(expired ? 'The token has expired.' : 'The token is not valid.');
      }
      if (verified.size >= MAX_VERIFIED_TOKENS) verified.delete(verified.keys().next().value!);
      const session = { tokenHash: createHash('sha256').update(token).digest('base64url'), expiresAt: new Date(claims.exp * 1000) };
      verified.set(token, { claims, session });
      return { claims, session };
    }

    app.decorate('authenticate', async (header: string | undefined): Promise<AuthUser> => {
      if (!header) throw unauthorized();
      const token = BEARER.exec(header)?.[1];
      if (!token) throw unauthorized('The authorization header must be a bearer token.');
      const { claims, session } = await verify(token);
      // One indexed read per call: a deleted user, a user id that never existed, a token issued
      // before a password reset or a change of role, country or e-mail, and a logged-out token
      // all end here.
      const [user] = await app.db
        .select({
          id: users.id,
          email: users.email,
          role: users.role,
          countryId: users.countryId,
          tokenVersion: users.tokenVersion,
          loggedOut: sql<boolean>`exists (select 1 from ${revokedTokens} where ${revokedTokens.tokenHash} = ${session.tokenHash})`,
        })
        .from(users)
        .where(eq(users.id, claims.nameid));
      if (!user) throw unauthorized('The user of this token no longer exists.');
      if (user.tokenVersion !== claims.ver || user.loggedOut) throw unauthorized('The token has been revoked. Please log in again.');
      return { id: user.id, email: user.email, role: user.role, countryId: user.countryId, session };
    });

    app.decorateRequest('user', null);
  },
  { name: 'auth', dependencies: ['errors', 'db'] },
);
