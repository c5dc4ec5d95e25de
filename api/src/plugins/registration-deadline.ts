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
  /** How long a read deadline is trusted without a contest write in this process. */
  maxAgeMs?: number;
}

/**
 * Another server process on the same PostgreSQL (DATABASE_URL) does not see this process's
 * contest writes: it takes a moved deadline after at most this long. One process (the product's
 * own `npm start`, and always with PGlite) sees it at once, through the write hook below.
 */
export const DEADLINE_MAX_AGE_MS = 10_000;

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The contest's own routes (PUT /api/Contest/{id} moves the deadline); not /api/Contestant. */
const isContestRoute = (url: string | undefined) => url === '/api/Contest' || Boolean(url?.startsWith('/api/Contest/'));

/**
 * The registration deadline that every windowed write checks, kept in memory: it changes only
 * when an Administrator writes the contest, and reading it on every write was one database round
 * trip in seven of a contestant edit. A successful write to a contest route forgets it (after its
 * transaction committed, as the public cache does); whether a window is open is still decided
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

    app.addHook('onSend', async (request, reply) => {
      if (READ_METHODS.has(request.method) || reply.statusCode >= 400) return;
      if (isContestRoute(request.routeOptions.url)) invalidate();
    });
  },
  { name: 'registration-deadline', dependencies: ['db'] },
);
