import type { FastifyInstance } from 'fastify';
import type { CallHandlers } from '../calls.js';

export const referenceHandlers = (app: FastifyInstance): CallHandlers<'readApiDescription'> => ({
  readApiDescription: async () => app.swagger(),
});
