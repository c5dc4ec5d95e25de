import type { FastifyInstance } from 'fastify';
import { answerOf } from '../../lib/contract-answer.js';
import { ifMatch, withVersionTag } from '../../lib/record-version.js';
import { sendCached } from '../../lib/send-cached.js';
import type { CallHandlers } from '../calls.js';
import { deleteCountry } from './delete-country.js';
import { readCountries, readCountry } from './read-countries.js';
import { createCountry, updateCountry } from './save-country.js';

export const countryHandlers = (app: FastifyInstance): CallHandlers<'readCountries' | 'readCountry' | 'createCountry' | 'updateCountry' | 'deleteCountry'> => ({
  readCountries: async (request, reply) =>
    sendCached(request, reply, await app.publicCache.read('countries', async () => answerOf('readCountries', await readCountries(app.db)))),

  readCountry: async (request) => readCountry(app.db, request.params.id),

  createCountry: async (request, reply) => reply.code(201).send(await createCountry(app.db, request.body)),

  updateCountry: async (request, reply) =>
    withVersionTag(reply, await updateCountry(app.db, request.params.id, request.body, ifMatch(request))),

  deleteCountry: async (request, reply) => {
    await deleteCountry(app.db, request.params.id);
    return reply.code(204).send();
  },
});
