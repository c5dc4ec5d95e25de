import {
  contestIdQuerySchema,
  countryIdParamsSchema,
  idParamsSchema,
  personRoleCountryParamsSchema,
  savePersonInputSchema,
} from '@olympiad/shared/schemas';
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../lib/problem.js';
import { ifMatch, withVersionTag } from '../../lib/record-version.js';
import type { ZodTypeProvider } from '../../lib/zod-provider.js';
import { sendCached } from '../../lib/send-cached.js';
import { readPublicCommittee } from './read-committee.js';
import { readCountryLeaders } from '../leader/read-leaders.js';
import { readPeople, readPeopleOfCountry } from './read-people.js';
import { createPerson, deletePerson, updatePersonById } from './save-person.js';
import { readCommitteePeople } from './read-committee-people.js';

export const personRoutes: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<ZodTypeProvider>();

  // A static route: it wins over the role routes for other roles, which are not public.
  app.get('/api/Person/role/COMMITTEE', { schema: { querystring: contestIdQuerySchema } }, async (request, reply) => {
    const { contestId } = request.query;
    const read = await app.publicCache.read(`committee:${contestId ?? ''}`, () => readPublicCommittee(app.db, contestId));
    return sendCached(request, reply, read);
  });

  app.get('/api/Person/leaders/country/:countryId', { schema: { params: countryIdParamsSchema } }, async (request) =>
    readCountryLeaders(app.db, request.params.countryId),
  );

  app.get(
    '/api/Person/role/:role/:x',
    { schema: { params: personRoleCountryParamsSchema, querystring: contestIdQuerySchema } },
    async (request) => readPeopleOfCountry(app.db, request.params.role, request.params.x, request.query.contestId),
  );

  app.get('/api/Person', async () => readPeople(app.db));

  // A registrator's guest: the access plugin has put their country into body.countryId and
  // refused any role but GUEST.
  app.post('/api/Person', { schema: { body: savePersonInputSchema } }, async (request, reply) =>
    reply.code(201).send(await createPerson(app.db, request.body)),
  );

  app.put('/api/Person/:id', { schema: { params: idParamsSchema, body: savePersonInputSchema } }, async (request, reply) =>
    withVersionTag(reply, await updatePersonById(app.db, request.params.id, request.body, ifMatch(request))),
  );

  app.delete('/api/Person/:id', { schema: { params: idParamsSchema } }, async (request, reply) => {
    await deletePerson(app.db, request.params.id);
    return reply.code(204).send();
  });

  app.get('/api/Person/committee', async () => {
    const contest = await app.contest();
    if (!contest) throw notFound('There is no current contest.');
    return readCommitteePeople(app.db, contest.id);
  });
};
