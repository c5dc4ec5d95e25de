import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SignJWT, UnsecuredJWT } from 'jose';
import { users } from '../../src/db/schema.js';
import { call, JWT_SECRET, login, loginAdmin } from '../helper.js';

const key = new TextEncoder().encode(JWT_SECRET);
const sign = (claims: Record<string, unknown>, secret = key) =>
  new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(secret);

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

/** An Administrator made for the occasion, so that only the token can be the reason for a 401. */
async function freshAdministrator(app: FastifyInstance, adminToken: string) {
  const email = `forged-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'forged-password-1';
  const created = await call(app, 'registerUser', { token: adminToken, body: { email, name: 'Forged', password, role: 'Administrator' } });
  const id: string = created.json().id;
  return { id, token: await login(app, email, password) };
}

/**
 * Every kind of token an attacker or a stale session could present, each for an Administrator
 * (so a role can never explain the refusal): each must answer 401 on every authenticated route.
 */
export async function forgedTokens(app: FastifyInstance): Promise<Record<string, string>> {
  const adminToken = await loginAdmin(app);
  const claims = claimsOf(adminToken);
  const now = Math.floor(Date.now() / 1000);
  const [header, , signature] = adminToken.split('.');

  const deleted = await freshAdministrator(app, adminToken);
  await app.db.delete(users).where(eq(users.id, deleted.id));
  const reset = await freshAdministrator(app, adminToken);
  await call(app, 'resetPassword', { params: { id: reset.id }, token: adminToken });
  const demoted = await freshAdministrator(app, adminToken);
  await app.db.update(users).set({ role: 'Guide' }).where(eq(users.id, demoted.id));
  const loggedOut = await freshAdministrator(app, adminToken);
  await call(app, 'logOut', { token: loggedOut.token });

  const tamperedPayload = Buffer.from(JSON.stringify({ ...claims, exp: now + 10 * 365 * 24 * 3600 })).toString('base64url');
  return {
    'alg none': new UnsecuredJWT(claims).encode(),
    'alg none, upper case': `${Buffer.from('{"alg":"NONE","typ":"JWT"}').toString('base64url')}.${adminToken.split('.')[1]}.`,
    'wrong key': await sign(claims, new TextEncoder().encode('another-secret-another-secret-0000')),
    'empty key': await sign(claims, new Uint8Array(32)),
    expired: await sign({ ...claims, iat: now - 7200, exp: now - 60 }),
    'tampered claims (exp)': `${header}.${tamperedPayload}.${signature}`,
    'missing claims': await sign({ nameid: claims.nameid, exp: now + 3600 }),
    'deleted user': deleted.token,
    'password reset since': reset.token,
    'role changed since': demoted.token,
    'logged out': loggedOut.token,
    'unknown user': await sign({ ...claims, nameid: randomUUID() }),
    garbage: 'not.a.token',
  };
}
