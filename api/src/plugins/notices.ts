import type { preHandlerHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Tx } from '../db/client.js';
import { beforeCommit } from '../lib/acting-user.js';
import { outdateChangedLetters } from '../letters/outdated-letters.js';
import { queueLettersOutdated, queueNotice, type NoticeData, type NoticeKind } from '../mail/notices.js';
import { teamChangesAfterDeadline } from '../mail/team-changes.js';

export interface Notices {
  /** Queues a notice to the registrators of each country, in the transaction of the change it tells of. */
  queue<Kind extends NoticeKind>(tx: Tx, kind: Kind, countryIds: readonly string[], data: NoticeData<Kind>): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    notices: Notices;
  }
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The notices to registrators (mail/notices.ts), and those no handler queues itself, read from the
 * transaction's own change history just before it commits (lib/acting-user.ts), so every write
 * path, now or added later, is covered:
 * - whatever an Administrator's write changes in a country's team after that country's deadline
 *   is told to its registrators, one message per country and transaction (a registrator's own
 *   writes, and everything before the deadline, tell no one);
 * - any write that changes what a generated invitation letter printed marks it outdated and tells
 *   the Administrators (letters/outdated-letters.ts).
 */
export const noticesPlugin = fp(
  async (app) => {
    const notices: Notices = {
      queue: async (tx, kind, countryIds, data) => queueNotice(tx, await app.mail.contextIn(tx), kind, countryIds, data),
    };
    app.decorate<Notices>('notices', notices);

    const tellOutdatedLetters = async (tx: Tx, changesAfter: number) => {
      const letters = await outdateChangedLetters(tx, changesAfter);
      if (letters.length) await queueLettersOutdated(tx, await app.mail.contextIn(tx), letters);
    };
    const tellTeamChanges = async (tx: Tx, changesAfter: number) => {
      for (const [countryId, changes] of await teamChangesAfterDeadline(tx, changesAfter)) {
        await notices.queue(tx, 'teamChanged', [countryId], { changes });
      }
      await tellOutdatedLetters(tx, changesAfter);
    };
    const watch: preHandlerHookHandler = (request, _reply, done) => {
      if (!request.user) return done();
      beforeCommit.run(request.user.role === 'Administrator' ? tellTeamChanges : tellOutdatedLetters, done);
    };
    app.addHook('onRoute', (route) => {
      const methods = [route.method].flat().map(String);
      if (!route.url.startsWith('/api/') || methods.every((method) => READ_METHODS.has(method))) return;
      route.preHandler = [...[route.preHandler ?? []].flat(), watch];
    });
  },
  { name: 'notices', dependencies: ['mail', 'change-history'] },
);
