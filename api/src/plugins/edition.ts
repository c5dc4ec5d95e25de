import { editionOf, setEdition } from '@olympiad/shared/schemas';
import { desc } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { contests } from '../db/schema.js';

/** Writes the edition is read from: the contest's settings, and a country (the host's name). */
const movesEdition = (route: string | null) => route === null || /^\/api\/(Contest|Country)(\/|$)/.test(route);

/**
 * Puts in effect the edition of the current contest (the greatest year), which the shared schemas
 * read when they check a request: at start, and again after each write that may have changed it,
 * through this process or another one on the same database (write-notify.ts). A request that
 * arrives while it is read again waits for it, so a write's own client is never checked against
 * the edition before the write.
 */
export const editionPlugin = fp(
  async (app) => {
    const load = async () => {
      const [current] = await app.db.select({ year: contests.year }).from(contests).orderBy(desc(contests.year)).limit(1);
      const contest = current && (await app.contest(current.year));
      if (contest) setEdition(editionOf(contest));
    };
    let pending: Promise<void> | undefined;
    /** The last read failed (the database was away): the next request reads again. */
    let stale = false;
    const reload = () => {
      const reading: Promise<void> = load()
        .then(() => {
          stale = false;
        })
        .catch((error: unknown) => {
          stale = true;
          app.log.warn({ err: error }, 'could not read the edition: the one in effect stays');
        })
        .finally(() => {
          if (pending === reading) pending = undefined;
        });
      pending = reading;
    };

    await load();
    app.writes.subscribe((route) => {
      if (movesEdition(route)) reload();
    });
    app.addHook('onRequest', async () => {
      if (stale && !pending) reload();
      if (pending) await pending;
    });
  },
  { name: 'edition', dependencies: ['db', 'write-notify', 'current-contest'] },
);
