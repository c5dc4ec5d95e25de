import fp from 'fastify-plugin';
import { HttpProblem } from '../lib/problem.js';

export const MAX_FAILED_LOGINS = 10;
const WINDOW_MS = 60_000;

interface Window {
  failures: number;
  resetAt: number;
}

export interface LoginThrottle {
  /** Throws 429 while the e-mail or the address has more than the allowed failures in the current minute. */
  check(email: string, ip: string): void;
  recordFailure(email: string, ip: string): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    loginThrottle: LoginThrottle;
  }
}

/** In-memory failed-login counters per e-mail and per address, each over a fixed one-minute window. */
export function createLoginThrottle(now: () => number = Date.now): LoginThrottle {
  const windows = new Map<string, Window>();
  const keys = (email: string, ip: string) => [`email:${email.toLowerCase()}`, `ip:${ip}`];
  const live = (key: string) => {
    const window = windows.get(key);
    if (window && window.resetAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return window;
  };
  return {
    check(email, ip) {
      const blocked = keys(email, ip)
        .map(live)
        .filter((window) => window && window.failures >= MAX_FAILED_LOGINS);
      if (blocked.length) {
        const seconds = Math.ceil((Math.max(...blocked.map((window) => window!.resetAt)) - now()) / 1000);
        throw new HttpProblem(429, `Too many failed logins. Try again in ${seconds} seconds.`);
      }
    },
    recordFailure(email, ip) {
      for (const key of keys(email, ip)) {
        const window = live(key) ?? { failures: 0, resetAt: now() + WINDOW_MS };
        window.failures += 1;
        windows.set(key, window);
      }
      if (windows.size > 10_000) for (const key of windows.keys()) live(key);
    },
  };
}

export const loginThrottlePlugin = fp(
  async (app) => {
    app.decorate('loginThrottle', createLoginThrottle());
  },
  { name: 'login-throttle' },
);
