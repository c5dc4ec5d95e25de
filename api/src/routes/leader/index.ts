import type { FastifyInstance } from 'fastify';
import { ifMatch, withVersionTag } from '../../lib/record-version.js';
import type { CallHandlers } from '../calls.js';
import { editLeader, removeLeaderFromTeam, replaceLeader } from './change-leaders.js';
import { listLeaders } from './list-leaders.js';

export const leaderHandlers = (app: FastifyInstance): CallHandlers<'replaceLeader' | 'editLeader' | 'removeLeader' | 'readLeaders'> => ({
  replaceLeader: async (request) => replaceLeader(app.db, request.body),

  editLeader: async (request, reply) => withVersionTag(reply, await editLeader(app.db, request.body, ifMatch(request))),

  removeLeader: async (request, reply) => {
    await removeLeaderFromTeam(app.db, request.params.teamId, request.params.leaderId);
    return reply.code(204).send();
  },

  readLeaders: async () => listLeaders(app.db),
});
