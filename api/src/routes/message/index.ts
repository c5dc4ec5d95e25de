import type { FastifyInstance } from 'fastify';
import type { CallHandlers } from '../calls.js';
import { readMessage, readMessages, retryMessage } from './read-messages.js';

/** The e-mail queued and sent, as the organisers follow it (the Messages section). */
export const messageHandlers = (app: FastifyInstance): CallHandlers<'readMessages' | 'readMessage' | 'retryMessage'> => ({
  readMessages: async (request) => ({ delivery: app.mail.delivery, ...(await readMessages(app.db, request.query)) }),
  readMessage: async (request) => readMessage(app.db, request.params.id),
  retryMessage: async (request) => retryMessage(app.db, request.params.id),
});
