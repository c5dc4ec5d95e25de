import { editLeaderInputSchema, leaderTeamParamsSchema, replaceLeaderInputSchema } from '@olympiad/shared/schemas';
import type { FastifyPluginAsync } from 'fastify';
import { ifMatch, withVersionTag } from '../../lib/record-version.js';
import type { ZodTypeProvider } from '../../lib/zod-provider.js';
import { editLeader, removeLeaderFromTeam, replaceLeader } from './change-leaders.js';
import { listLeaders } from './list-leaders.js';

export const leaderRoutes: FastifyPluginAsync = async (root) => {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.post('/api/Leader/addreplace', { schema: { body: replaceLeaderInputSchema } }, async (request) =>
    replaceLeader(app.db, request.body),
  );

  app.put('/api/Leader', { schema: { body: editLeaderInputSchema } }, async (request, reply) =>
    withVersionTag(reply, await editLeader(app.db, request.body, ifMatch(request))),
  );

  app.delete('/api/Leader/team/:teamId/leader/:leaderId', { schema: { params: leaderTeamParamsSchema } }, async (request, reply) => {
    await removeLeaderFromTeam(app.db, request.params.teamId, request.params.leaderId);
    return reply.code(204).send();
  });

  app.get('/api/Leader', async () => listLeaders(app.db));
};
