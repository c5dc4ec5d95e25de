import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.js';
import { HttpProblem } from '../lib/problem.js';

/** docs/api-rules.md, Login limit: failed logins a minute per (e-mail, address) pair, per e-mail, per address. */
export const LOGIN_LIMITS = { pair: 10, email: 50, address: 100 } as const;
const WINDOW_MS = 60_000;

/** One attempt, counted before the password is checked; a success gives it back. */
interface LoginAttempt {
  succeeded(): Promise<void>;
}

export interface LoginThrottle {
  /**
   * Counts an attempt for the e-mail and address before the password is checked, so a burst
   * of simultaneous guesses is limited as it arrives. Throws 429 with `retryAfter` seconds
   * when any of the three counters is full.
   */
  begin(email: string, address: string): Promise<LoginAttempt>;
}

declare module 'fastify' {
  interface FastifyInstance {
    loginThrottle: LoginThrottle;
    /** The same limits on asking for a password reset link, counted apart from the logins. */
    resetThrottle: LoginThrottle;
    /** The same limits on opening one-time links (its secret in the e-mail's place), counted apart too. */
    linkThrottle: LoginThrottle;
    /** The same limits on checking invitation letters by their code (the code in the e-mail's place), counted apart too. */
    verifyThrottle: LoginThrottle;
  }
}

/**
 * What a throttle counts: its counters' keys begin with `name` (none for the login's, as they
 * always were), so that asking for reset links never fills the counters that stop logins; its
 * 429 names what is `counted`.
 */
interface ThrottleScope {
  name: string;
  counted: string;
}

const LOGINS: ThrottleScope = { name: '', counted: 'failed logins' };
const RESET_REQUESTS: ThrottleScope = { name: 'reset:', counted: 'requests for a password link' };
const LINK_OPENINGS: ThrottleScope = { name: 'link:', counted: 'attempts to open a link' };
const LETTER_CHECKS: ThrottleScope = { name: 'verify:', counted: 'checks of unknown letters' };

export class TooManyLogins extends HttpProblem {
  constructor(
    readonly retryAfter: number,
    counted = LOGINS.counted,
  ) {
    super(429, `Too many ${counted}. Try again in ${retryAfter} seconds.`);
  }
}

/** A counter's key as stored: a hash, so the table keeps no e-mail or client address. */
const hashed = (key: string) => createHash('sha256').update(key).digest('base64url');

/** A counted attempt was over its limit: the transaction is rolled back, nothing is counted. */
class Full extends Error {
  constructor(readonly retryAfter: number) {
    super('login limit reached');
  }
}

/**
 * Fixed one-minute windows, each beginning at a key's first failure, counted in the database so
 * that every server instance on it shares the limits. Not @fastify/rate-limit: it counts every
 * request under one key per route and cannot give a successful login back, while the contract
 * counts failed logins under three keys at once (a venue's address may log its whole delegation
 * in, and an attacker hammering one e-mail must not lock its owner out elsewhere).
 */
export function createLoginThrottle(db: Db, now: () => number = Date.now, scope: ThrottleScope = LOGINS): LoginThrottle {
  let purgedAt = 0;
  /** Windows over a minute old count for nothing; swept at most once a minute per process. */
  const purge = async (at: number) => {
    if (at - purgedAt < WINDOW_MS) return;
    purgedAt = at;
    await db.execute(sql`DELETE FROM login_attempts WHERE window_start <= ${new Date(at - WINDOW_MS).toISOString()}`);
  };

  return {
    async begin(email, address) {
      const normalised = email.trim().toLowerCase();
      const counters = [
        { key: hashed(`${scope.name}pair:${normalised}\u0000${address}`), limit: LOGIN_LIMITS.pair },
        { key: hashed(`${scope.name}email:${normalised}`), limit: LOGIN_LIMITS.email },
        { key: hashed(`${scope.name}address:${address}`), limit: LOGIN_LIMITS.address },
      ];
      const at = now();
      const current = new Date(at).toISOString();
      const expired = new Date(at - WINDOW_MS).toISOString();
      let counted: { key: string; windowStart: string }[];
      try {
        // One upsert counts all three, locking their rows in one order, so simultaneous attempts
        // (from any instance) wait for each other; when any counter went over its limit the
        // transaction is rolled back and the refused attempt counts nowhere.
        counted = await db.transaction(async (tx) => {
          const rows = counters.map(({ key }) => sql`(${key}, ${current}::timestamptz, 1)`);
          const result = await tx.execute<{ key: string; window_start: string | Date; count: number }>(sql`
            INSERT INTO login_attempts AS attempts (key, window_start, count) VALUES ${sql.join(rows, sql`, `)}
            ON CONFLICT (key) DO UPDATE SET
              window_start = CASE WHEN attempts.window_start <= ${expired}::timestamptz THEN excluded.window_start ELSE attempts.window_start END,
              count = CASE WHEN attempts.window_start <= ${expired}::timestamptz THEN 1 ELSE attempts.count + 1 END
            RETURNING key, window_start, count`);
          const over = result.rows.filter((row) => row.count > counters.find(({ key }) => key === row.key)!.limit);
          if (over.length) {
            const resetAt = Math.max(...over.map((row) => new Date(row.window_start).getTime() + WINDOW_MS));
            throw new Full(Math.max(1, Math.ceil((resetAt - at) / 1000)));
          }
          return result.rows.map((row) => ({ key: row.key, windowStart: new Date(row.window_start).toISOString() }));
        });
      } catch (error) {
        if (error instanceof Full) throw new TooManyLogins(error.retryAfter, scope.counted);
        throw error;
      }
      await purge(at);
      return {
        async succeeded() {
          const rows = counted.map(({ key, windowStart }) => sql`(${key}, ${windowStart}::timestamptz)`);
          await db.execute(sql`
            UPDATE login_attempts AS attempts SET count = greatest(attempts.count - 1, 0)
            FROM (VALUES ${sql.join(rows, sql`, `)}) AS counted (key, window_start)
            WHERE attempts.key = counted.key AND attempts.window_start = counted.window_start`);
        },
      };
    },
  };
}

export const loginThrottlePlugin = fp(
  async (app) => {
    app.decorate('loginThrottle', createLoginThrottle(app.db));
    app.decorate('resetThrottle', createLoginThrottle(app.db, Date.now, RESET_REQUESTS));
    app.decorate('linkThrottle', createLoginThrottle(app.db, Date.now, LINK_OPENINGS));
    app.decorate('verifyThrottle', createLoginThrottle(app.db, Date.now, LETTER_CHECKS));
  },
  { name: 'login-throttle', dependencies: ['db'] },
);
