import type { FastifyInstance } from 'fastify';
import { ifMatch, withVersionTag } from '../../lib/record-version.js';
import { sendCached } from '../../lib/send-cached.js';
import type { CallHandlers } from '../calls.js';
import { deleteCountry } from './delete-country.js';
import { viewerOf } from '../team/teams-seen-whole.js';
import { countriesSeenBy } from './countries-seen-by.js';
import { readCountry } from './read-countries.js';
import { createCountry, updateCountry } from './save-country.js';

export const countryHandlers = (
  app: FastifyInstance,
): CallHandlers<'readCountries' | 'readCountry' | 'createCountry' | 'updateCountry' | 'deleteCountry'> => ({
  // Each country's own deadline is shown to its registrator and to Administrators only: the answer depends on the asker.
  readCountries: async (request, reply) => {
    const read = await countriesSeenBy(app, await viewerOf(app, request));
    return sendCached(request, reply.header('vary', 'authorization'), read);
  },

  readCountry: async (request) => readCountry(app.db, request.params.id),

  createCountry: async (request, reply) => reply.code(201).send(await createCountry(app.db, request.body)),

  updateCountry: async (request, reply) =>
    withVersionTag(reply, await updateCountry(app.db, app.notices, request.params.id, request.body, ifMatch(request))),

  deleteCountry: async (request, reply) => {
    await deleteCountry(app.db, request.params.id);
    return reply.code(204).send();
  },
});
