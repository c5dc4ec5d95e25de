import type { FastifyInstance } from 'fastify';
import { answerOf } from '../../lib/contract-answer.js';
import { sendCached } from '../../lib/send-cached.js';
import type { CallHandlers } from '../calls.js';
import { readReminders } from '../../mail/reminders.js';
import { readCountryProgress, readProgress } from './read-progress.js';
import { sendReminders } from './reminders.js';

/**
 * The answers are kept in memory as the public reads are, serialised and compressed once, until
 * the next write on any instance empties them (plugins/public-cache.ts): an organiser's screen
 * and every registrator's home page ask often, the data changes rarely, and PGlite answers one
 * query at a time. Only these handlers read the entries, behind their calls' policy, and the
 * answers stay `no-store` (plugins/no-store.ts).
 */
export const progressHandlers = (
  app: FastifyInstance,
): CallHandlers<'readProgress' | 'readCountryProgress' | 'readReminders' | 'sendReminders'> => ({
  readProgress: async (request, reply) =>
    sendCached(request, reply, await app.publicCache.read('progress', async () => answerOf('readProgress', await readProgress(app.db)))),

  readCountryProgress: async (request, reply) => {
    const { countryId } = request.params;
    const read = await app.publicCache.read(`progress:${countryId}`, async () =>
      answerOf('readCountryProgress', await readCountryProgress(app.db, countryId)),
    );
    return sendCached(request, reply, read);
  },

  // Read afresh: a preview is what would be sent now, and an organiser asks for it rarely.
  readReminders: async () => ({ countries: await readReminders(app.db, await app.mail.context()) }),

  sendReminders: async (request) => sendReminders(app, request.body.countryIds),
});
