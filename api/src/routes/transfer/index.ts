import type { FastifyInstance } from 'fastify';
import type { CallHandlers } from '../calls.js';

// Foundation of issue 37: the helper building this feature replaces these handlers.
const unbuilt = () => {
  throw new Error('Not built yet');
};

export const transferHandlers = (_app: FastifyInstance): CallHandlers<'readTransfers' | 'downloadTransfers'> => ({
  readTransfers: unbuilt,
  downloadTransfers: unbuilt,
});
