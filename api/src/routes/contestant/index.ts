import type { FastifyInstance } from 'fastify';
import { ifMatch, withVersionTag } from '../../lib/record-version.js';
import type { CallHandlers } from '../calls.js';
import { addContestant, editContestant, removeContestant } from './change-contestants.js';

export const contestantHandlers = (app: FastifyInstance): CallHandlers<'addContestant' | 'editContestant' | 'removeContestant'> => ({
  addContestant: async (request, reply) => reply.code(201).send(await addContestant(app.db, request.body)),

  editContestant: async (request, reply) => withVersionTag(reply, await editContestant(app.db, request.body, ifMatch(request))),

  removeContestant: async (request, reply) => {
    await removeContestant(app.db, request.params.id);
    return reply.code(204).send();
  },
});
