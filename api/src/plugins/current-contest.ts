import { edition, type Contest } from '@olympiad/shared/schemas';
import fp from 'fastify-plugin';
import { publicContestKey, readPublicContest } from '../lib/public-contest.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The contest of a year (the current edition's by default), from the public-read cache. */
    contest(year?: number): Promise<Contest | undefined>;
  }
}

/** The contest as the public reads it: the page title and the registration windows use it too. */
export const currentContestPlugin = fp(
  async (app) => {
    app.decorate(
      'contest',
      async (year = edition().year) => (await app.publicCache.read(publicContestKey(year), () => readPublicContest(app.db, year))).value,
    );
  },
  { name: 'current-contest', dependencies: ['db', 'public-cache'] },
);
