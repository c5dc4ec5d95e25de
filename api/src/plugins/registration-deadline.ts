import { CONTRACT_KEYS, callOf } from '@olympiad/shared/contract';
import fp from 'fastify-plugin';
import { readRegistrationDeadline } from '../lib/registration-deadline.js';

export interface RegistrationDeadline {
  /**
   * The end of registration a country follows (its own deadline, else the current contest's; no
   * country: the contest's), from memory when it is fresh.
   */
  read(countryId?: string | null): Promise<Date>;
  /** Forgets every kept deadline: the next read asks the database. */
  invalidate(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    registrationDeadline: RegistrationDeadline;
  }
}

export interface RegistrationDeadlineOptions {
  /** How long a read deadline is trusted without hearing of a contest or country write. */
  maxAgeMs?: number;
}

/**
 * Every process on the database hears of a contest or country write at once (write-notify.ts);
 * this bounds how long a deadline is trusted should a notification ever go astray all the same.
 */
const DEADLINE_MAX_AGE_MS = 10_000;

/**
 * The calls that move a deadline: the contest's own (updateContest moves everyone's; not the
 * contestants') and the country's (updateCountry gives one country its own).
 */
const DEADLINE_ROUTES = new Set<string>(
  CONTRACT_KEYS.filter((key) => ['Contest', 'Country'].includes(callOf(key).tag)).map((key) => callOf(key).path),
);
const movesDeadline = (url: string | undefined) => url !== undefined && DEADLINE_ROUTES.has(url);

/**
 * The registration deadlines that every windowed write checks, kept in memory per country: they
 * change only when an Administrator writes the contest or a country, and reading one on every
 * write was one database round trip in seven of a contestant edit. A successful write to a
 * contest or country route, through any process on the database, forgets them all (after its
 * transaction committed, as the public cache does); whether a window is open is still decided
 * against the clock on every request.
 */
export const registrationDeadlinePlugin = fp<RegistrationDeadlineOptions>(
  async (app, options) => {
    const maxAgeMs = options.maxAgeMs ?? DEADLINE_MAX_AGE_MS;
    // By country id ('' for none); at most one entry per country, so it needs no other bound.
    const kept = new Map<string, { deadline: Promise<Date>; readAt: number }>();

    const invalidate = () => kept.clear();
    const read = (countryId: string | null = null) => {
      const key = countryId ?? '';
      const fresh = kept.get(key);
      if (fresh && Date.now() - fresh.readAt < maxAgeMs) return fresh.deadline;
      // Kept before it settles, so that concurrent writes share one query; a failure is not kept.
      // A read under way when a deadline moves is dropped by invalidate() with the rest.
      const entry = { deadline: readRegistrationDeadline(app.db, countryId), readAt: Date.now() };
      entry.deadline.catch(() => {
        if (kept.get(key) === entry) kept.delete(key);
      });
      kept.set(key, entry);
      return entry.deadline;
    };
    app.decorate<RegistrationDeadline>('registrationDeadline', { read, invalidate });

    app.writes.subscribe((route) => {
      if (route === null || movesDeadline(route)) invalidate();
    });
  },
  { name: 'registration-deadline', dependencies: ['db', 'write-notify'] },
);
