import { CONTRACT_KEYS, callOf } from '@olympiad/shared/contract';
import fp from 'fastify-plugin';
import { readRegistrationDeadline } from '../lib/registration-deadline.js';

export interface RegistrationDeadline {
  /** The current contest's endOfRegistrationDate, from memory when it is fresh. */
  read(): Promise<Date>;
  /** Forgets the kept deadline: the next read asks the database. */
  invalidate(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    registrationDeadline: RegistrationDeadline;
  }
}

export interface RegistrationDeadlineOptions {
  /** How long a read deadline is trusted without hearing of a contest write. */
  maxAgeMs?: number;
}

/**
 * Every process on the database hears of a contest write at once (write-notify.ts); this bounds
 * how long a deadline is trusted should a notification ever go astray all the same.
 */
export const DEADLINE_MAX_AGE_MS = 10_000;

/** The contest's own calls (updateContest moves the deadline); not the contestants'. */
const CONTEST_ROUTES = new Set<string>(CONTRACT_KEYS.filter((key) => callOf(key).tag === 'Contest').map((key) => callOf(key).path));
const isContestRoute = (url: string | undefined) => url !== undefined && CONTEST_ROUTES.has(url);

/**
 * The registration deadline that every windowed write checks, kept in memory: it changes only
 * when an Administrator writes the contest, and reading it on every write was one database round
 * trip in seven of a contestant edit. A successful write to a contest route, through any process on the
 * database, forgets it (after its transaction committed, as the public cache does); whether a window is open is still decided
 * against the clock on every request.
 */
export const registrationDeadlinePlugin = fp<RegistrationDeadlineOptions>(
  async (app, options) => {
    const maxAgeMs = options.maxAgeMs ?? DEADLINE_MAX_AGE_MS;
    let kept: { deadline: Promise<Date>; readAt: number } | undefined;

    const invalidate = () => {
      kept = undefined;
    };
    const read = () => {
      if (kept && Date.now() - kept.readAt < maxAgeMs) return kept.deadline;
      // Kept before it settles, so that concurrent writes share one query; a failure is not kept.
      // A read under way when the contest is written is dropped by invalidate() with the rest.
      const entry = { deadline: readRegistrationDeadline(app.db), readAt: Date.now() };
      entry.deadline.catch(() => {
        if (kept === entry) kept = undefined;
      });
      kept = entry;
      return entry.deadline;
    };
    app.decorate<RegistrationDeadline>('registrationDeadline', { read, invalidate });

    app.writes.subscribe((route) => {
      if (route === null || isContestRoute(route)) invalidate();
    });
  },
  { name: 'registration-deadline', dependencies: ['db', 'write-notify'] },
);
