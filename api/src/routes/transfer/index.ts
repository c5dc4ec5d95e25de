import { edition } from '@olympiad/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { answerOf } from '../../lib/contract-answer.js';
import { sendCached } from '../../lib/send-cached.js';
import type { CallHandlers } from '../calls.js';
import { readTransfers } from './read-transfers.js';
import { transfersCsv } from './transfers-csv.js';

/**
 * The Transfers screen asks every second while it is shown, so that a change made through any
 * instance shows within a second: the manifest is kept as the public reads are (serialised once,
 * strong ETag, 304 on a match) until the next write on any instance empties the cache
 * (plugins/public-cache.ts). It is kept per caller, whose guided teams it marks; only this handler
 * reads those entries, behind the call's policy.
 */
export const transferHandlers = (app: FastifyInstance): CallHandlers<'readTransfers' | 'downloadTransfers'> => ({
  readTransfers: async (request, reply) => {
    const { direction, slotMinutes } = request.query;
    const userId = request.user!.id;
    const read = await app.publicCache.read(`transfers:${direction}:${slotMinutes}:${userId}`, async () =>
      answerOf('readTransfers', await readTransfers(app.db, { direction, slotMinutes, userId })),
    );
    return sendCached(request, reply, read);
  },

  downloadTransfers: async (request, reply) => {
    const { direction, slotMinutes } = request.query;
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="transfers-${direction}-${edition().year}.csv"`)
      .header('cache-control', 'no-store')
      .send(await transfersCsv(app.db, direction, slotMinutes));
  },
});
