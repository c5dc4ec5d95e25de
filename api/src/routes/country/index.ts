import { saveCountryInputSchema, idParamsSchema } from '@olympiad/shared/schemas';
import type { FastifyPluginAsync } from 'fastify';
import { ifMatch, withVersionTag } from '../../lib/record-version.js';
import { sendCached } from '../../lib/send-cached.js';
import type { ZodTypeProvider } from '../../lib/zod-provider.js';
import { deleteCountry } from './delete-country.js';
import { readCountries } from './read-countries.js';
import { createCountry, updateCountry } from './save-country.js';

export const countryRoutes: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get('/api/Country', async (request, reply) =>
    sendCached(request, reply, await app.publicCache.read('countries', () => readCountries(app.db))),
  );

  app.post('/api/Country', { schema: { body: saveCountryInputSchema } }, async (request, reply) =>
    reply.code(201).send(await createCountry(app.db, request.body)),
  );

  app.put('/api/Country/:id', { schema: { params: idParamsSchema, body: saveCountryInputSchema } }, async (request, reply) =>
    withVersionTag(reply, await updateCountry(app.db, request.params.id, request.body, ifMatch(request))),
  );

  app.delete('/api/Country/:id', { schema: { params: idParamsSchema } }, async (request, reply) => {
    await deleteCountry(app.db, request.params.id);
    return reply.code(204).send();
  });
};
