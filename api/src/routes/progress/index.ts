import type { FastifyInstance } from 'fastify';
import type { CallHandlers } from '../calls.js';
import { readCountryProgress, readProgress } from './read-progress.js';

export const progressHandlers = (app: FastifyInstance): CallHandlers<'readProgress' | 'readCountryProgress'> => ({
  readProgress: async () => readProgress(app.db),

  readCountryProgress: async (request) => readCountryProgress(app.db, request.params.countryId),
});
