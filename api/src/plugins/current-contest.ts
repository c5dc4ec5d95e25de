import { CONTEST_YEAR, type Contest } from '@olympiad/shared/schemas';
import fp from 'fastify-plugin';
import { publicContestKey, readPublicContest } from '../lib/public-contest.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The contest of a year (2025 by default), from the public-read cache. */
    contest(year?: number): Promise<Contest | undefined>;
  }
}

/** The contest as the public reads it: the page title and the registration windows use it too. */
export const currentContestPlugin = fp(
  async (app) => {
    app.decorate('contest', async (year = CONTEST_YEAR) =>
      (await app.publicCache.read(publicContestKey(year), () => readPublicContest(app.db, year))).value,
    );
  },
  { name: 'current-contest', dependencies: ['db', 'public-cache'] },
);
