import type { FastifyInstance } from 'fastify';
import type { CallHandlers } from '../calls.js';
import { readHistory } from './read-history.js';

/** The change history; a registrator's country is forced into the query by the policy (`fill`). */
export const historyHandlers = (app: FastifyInstance): CallHandlers<'readHistory'> => ({
  readHistory: async (request) => readHistory(app.db, request.query),
});
