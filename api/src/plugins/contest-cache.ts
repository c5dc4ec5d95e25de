import type { AvailableEnums, Contest } from '@olympiad/shared/schemas';
import { CONTEST_YEAR } from '@olympiad/shared/schemas';
import fp from 'fastify-plugin';
import { readEnums, readPublicContest } from '../routes/contest/read-contest.js';

export interface ContestCache {
  contest(year?: number): Promise<Contest | undefined>;
  enums(): Promise<AvailableEnums>;
  invalidate(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    contestCache: ContestCache;
  }
}

/** Public reads are cached in memory: PGlite answers one query at a time. Writes call invalidate(). */
export const contestCachePlugin = fp(
  async (app) => {
    const contests = new Map<number, Promise<Contest | undefined>>();
    let enums: Promise<AvailableEnums> | undefined;
    const remember = <T>(promise: Promise<T>, forget: () => void) => {
      promise.catch(forget);
      return promise;
    };
    app.decorate<ContestCache>('contestCache', {
      contest(year = CONTEST_YEAR) {
        let cached = contests.get(year);
        if (!cached) {
          cached = remember(readPublicContest(app.db, year), () => contests.delete(year));
          contests.set(year, cached);
        }
        return cached;
      },
      enums() {
        enums ??= remember(readEnums(app.db), () => (enums = undefined));
        return enums;
      },
      invalidate() {
        contests.clear();
        enums = undefined;
      },
    });
  },
  { name: 'contest-cache', dependencies: ['db'] },
);
