import { addContestantInputSchema, editContestantInputSchema, idParamsSchema } from '@olympiad/shared/schemas';
import type { FastifyPluginAsync } from 'fastify';
import { ifMatch, withVersionTag } from '../../lib/record-version.js';
import type { ZodTypeProvider } from '../../lib/zod-provider.js';
import { addContestant, editContestant, removeContestant } from './change-contestants.js';

export const contestantRoutes: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.post('/api/Contestant/toTeam', { schema: { body: addContestantInputSchema } }, async (request, reply) =>
    reply.code(201).send(await addContestant(app.db, request.body)),
  );

  app.put('/api/Contestant', { schema: { body: editContestantInputSchema } }, async (request, reply) =>
    withVersionTag(reply, await editContestant(app.db, request.body, ifMatch(request))),
  );

  app.delete('/api/Contestant/:id', { schema: { params: idParamsSchema } }, async (request, reply) => {
    await removeContestant(app.db, request.params.id);
    return reply.code(204).send();
  });
};
