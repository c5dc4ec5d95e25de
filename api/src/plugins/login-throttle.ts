import fp from 'fastify-plugin';
import { HttpProblem } from '../lib/problem.js';

/** CONTRACT.md: failed logins a minute per (e-mail, address) pair, per e-mail, per address. */
export const LOGIN_LIMITS = { pair: 10, email: 50, address: 100 } as const;
const WINDOW_MS = 60_000;
/** Counters kept at most; expired ones are swept first, then the oldest dropped. */
const MAX_KEYS = 100_000;

interface Window {
  count: number;
  resetAt: number;
}

/** One attempt, counted before the password is checked; a success gives it back. */
export interface LoginAttempt {
  succeeded(): void;
}

export interface LoginThrottle {
  /**
   * Counts an attempt for the e-mail and address before the password is checked, so a burst
   * of simultaneous guesses is limited as it arrives. Throws 429 with `retryAfter` seconds
   * when any of the three counters is full.
   */
  begin(email: string, address: string): LoginAttempt;
}

declare module 'fastify' {
  interface FastifyInstance {
    loginThrottle: LoginThrottle;
  }
}

export class TooManyLogins extends HttpProblem {
  constructor(readonly retryAfter: number) {
    super(429, `Too many failed logins. Try again in ${retryAfter} seconds.`);
  }
}

/**
 * Fixed one-minute windows in memory. Not @fastify/rate-limit: it counts every request under one
 * key per route and cannot give a successful login back, while the contract counts failed
 * logins under three keys at once (a venue's address may log its whole delegation in, and an
 * attacker hammering one e-mail must not lock its owner out elsewhere).
 */
export function createLoginThrottle(now: () => number = Date.now): LoginThrottle {
  const windows = new Map<string, Window>();

  const live = (key: string) => {
    const window = windows.get(key);
    if (window && window.resetAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return window;
  };

  const bound = () => {
    if (windows.size <= MAX_KEYS) return;
    for (const key of windows.keys()) live(key);
    for (const key of windows.keys()) {
      if (windows.size <= MAX_KEYS) break;
      windows.delete(key);
    }
  };

  return {
    begin(email, address) {
      const normalised = email.trim().toLowerCase();
      const counters = [
        { key: `pair:${normalised}\u0000${address}`, limit: LOGIN_LIMITS.pair },
        { key: `email:${normalised}`, limit: LOGIN_LIMITS.email },
        { key: `address:${address}`, limit: LOGIN_LIMITS.address },
      ];
      // Check all, then count all, with no await in between: simultaneous requests see each other.
      const full = counters.flatMap(({ key, limit }) => {
        const window = live(key);
        return window && window.count >= limit ? [window] : [];
      });
      if (full.length) {
        const resetAt = Math.max(...full.map((window) => window.resetAt));
        throw new TooManyLogins(Math.max(1, Math.ceil((resetAt - now()) / 1000)));
      }
      const counted = counters.map(({ key }) => {
        const window = live(key) ?? { count: 0, resetAt: now() + WINDOW_MS };
        window.count += 1;
        windows.set(key, window);
        return window;
      });
      bound();
      return {
        succeeded() {
          for (const window of counted) window.count = Math.max(0, window.count - 1);
        },
      };
    },
  };
}

export const loginThrottlePlugin = fp(
  async (app) => {
    app.decorate('loginThrottle', createLoginThrottle());
  },
  { name: 'login-throttle' },
);
